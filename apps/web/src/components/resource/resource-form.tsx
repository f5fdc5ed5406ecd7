import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Col, Flex, Form, Row } from 'antd'
import { useMemo, useState } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { useErrorMessage } from '../../lib/api/use-error-message.ts'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'
import { fieldErrorKey, resourceErrorMap, splitServerErrors } from './field-errors.ts'
import { FormField } from './form-field.tsx'
import { formSchema, initialValues, isFieldRequired } from './form-values.ts'
import { useListPath } from './list-return.ts'
import { resourceKeys } from './resource-api.ts'
import type { AnyRecord, FormMode, ResourceScreen } from './resource-screen.ts'
import { textKeys } from './resource-screen.ts'
import { useResourceI18n } from './resource-text.ts'
import { useLeaveGuard } from './use-leave-guard.ts'
import { useResourceWrites } from './use-resource-queries.ts'

type Props = { screen: ResourceScreen; mode: FormMode; record?: AnyRecord }

/**
 * The create and update form of any resource: validated in the browser with the contract's own schema,
 * the server's 422 answer shown on the fields, a question before leaving with unsaved changes, the spec's
 * success message as a toast, then back to the list.
 */
export function ResourceForm({ screen, mode, record }: Props) {
  const { t } = useResourceI18n()
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const navigate = useNavigate()
  const location = useLocation()
  const to = useLocalePath()
  const keys = textKeys(screen)
  const schema = formSchema(screen, mode)
  const defaultValues = useMemo(
    () => initialValues(screen, mode, record, screen.form, new URLSearchParams(location.search)),
    [screen, mode, record, location.search],
  )
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema, { error: resourceErrorMap }),
    defaultValues,
  })
  const writes = useResourceWrites(screen.contract)
  const queryClient = useQueryClient()
  const [problems, setProblems] = useState<string[]>([])
  const { isDirty, isSubmitting } = form.formState
  const guard = useLeaveGuard(isDirty && !isSubmitting)
  const listPath = useListPath(screen)
  const fieldNames = [...Object.keys(schema.shape), ...screen.fields.map((field) => field.name)]

  const save = form.handleSubmit(async (values) => {
    setProblems([])
    const body = screen.form?.toBody ? screen.form.toBody(values, mode) : values
    let saved: AnyRecord
    try {
      saved =
        mode === 'create' || !record
          ? (await writes.create.mutateAsync(body)).data
          : (await writes.update.mutateAsync({ id: record.id, body })).data
    } catch (error) {
      const { onFields, elsewhere } = splitServerErrors(error, fieldNames)
      for (const { field, code } of onFields) form.setError(field, { type: 'server', message: code })
      const firstField = onFields[0]?.field
      if (firstField) form.setFocus(firstField)
      setProblems(
        onFields.length > 0 || elsewhere.length > 0
          ? elsewhere.map((code) => t(fieldErrorKey(code)))
          : [describeError(error)],
      )
      return
    }
    const entity = t(keys.entity)
    guard.allowLeave()
    try {
      if (screen.form?.afterSave) {
        await screen.form.afterSave({ record: saved, values: form.getValues(), mode })
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(screen.contract) })
      }
    } catch (error) {
      // The record exists now: continue from its update form rather than offer to create it again.
      message.error(t('resources:form.saveAfterFailed', { reason: describeError(error) }))
      if (mode === 'create') {
        navigate(to(`/${screen.route}/update/${saved.id}`), { replace: true, state: location.state })
      }
      return
    }
    message.success(
      t(mode === 'create' ? 'resources:messages.created' : 'resources:messages.updated', { entity }),
    )
    navigate(listPath)
  })

  const isBusy = form.formState.isSubmitting
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={t(mode === 'create' ? 'resources:form.createTitle' : 'resources:form.updateTitle', {
        entity: t(keys.entity),
      })}
    >
      <Form layout="vertical" component={false} disabled={isBusy}>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t(mode === 'create' ? 'resources:form.createFailed' : 'resources:form.updateFailed')}
            description={problems.join(' ')}
          />
        )}
        <Row gutter={16}>
          {screen.fields.map((field) => (
            <Col key={field.name} xs={24} lg={field.span === 'full' ? 24 : 12}>
              <FormField
                screen={screen}
                field={field}
                form={form}
                mode={mode}
                record={record}
                required={isFieldRequired(schema, field)}
                disabled={isBusy}
              />
            </Col>
          ))}
        </Row>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(listPath)}>{t('resources:actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={isBusy}>
            {t('resources:actions.save')}
          </Button>
        </Flex>
      </Form>
    </form>
  )
}
