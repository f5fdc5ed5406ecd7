import { healthFacilitiesResource, operationalDistrictsResource, provincesResource } from '@sms/contract'
import { Col, Divider, Form, Row, Typography } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { useController } from 'react-hook-form'
import { fieldErrorKey } from '../../../components/resource/field-errors.ts'
import { ReferenceMultiSelect } from '../../../components/resource/reference-multi-select.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'
import { codeAndName, useResourceI18n } from '../../../components/resource/resource-text.ts'
import { ReferenceSelect } from '../../../components/resource/widgets/reference-select.tsx'
import { SearchedMultiSelect } from './searched-multi-select.tsx'

/**
 * User coverage (SPEC §2): the operational districts and health facilities the user works for. A province
 * narrows both lists without being stored; chosen districts and facilities stay whatever the province.
 * Drawn on `operational_district_ids`, it also edits `health_facility_ids`.
 */
export function CoverageWidget({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  form,
  disabled,
}: CustomWidgetProps) {
  const { t } = useResourceI18n()
  const [provinceId, setProvinceId] = useState<number | null>(null)
  const facilities = useController({ control: form.control, name: 'health_facility_ids' })
  const facilityCode = facilities.fieldState.error?.message
  const facilityError = facilities.fieldState.error ? t(fieldErrorKey(facilityCode)) : undefined
  const inProvince = useCallback(
    (record: Record<string, unknown>) => provinceId === null || record.province_id === provinceId,
    [provinceId],
  )
  const facilityFilters = useMemo(
    () => (provinceId === null ? undefined : { 'filter[province_id][equals]': String(provinceId) }),
    [provinceId],
  )
  const provinceLabel = t('users:coverage.province')
  const facilitiesLabel = t('users:users.fields.health_facility_ids')
  return (
    <section aria-label={t('users:coverage.title')}>
      <Divider titlePlacement="start">{t('users:coverage.title')}</Divider>
      <Typography.Paragraph type="secondary">{t('users:coverage.help')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Form.Item label={provinceLabel} htmlFor={`${id}-province`}>
            <ReferenceSelect
              id={`${id}-province`}
              aria-label={provinceLabel}
              reference={{ contract: provincesResource }}
              value={provinceId}
              onChange={setProvinceId}
              disabled={disabled}
              placeholder={t('users:coverage.allProvinces')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
            <ReferenceMultiSelect
              id={id}
              aria-label={label}
              contract={operationalDistrictsResource}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              narrow={inProvince}
              disabled={disabled}
              status={error ? 'error' : undefined}
              placeholder={t('users:choose')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item
            label={facilitiesLabel}
            htmlFor={`${id}-facilities`}
            validateStatus={facilityError ? 'error' : undefined}
            help={facilityError}
          >
            <SearchedMultiSelect
              id={`${id}-facilities`}
              aria-label={facilitiesLabel}
              contract={healthFacilitiesResource}
              label={codeAndName}
              value={facilities.field.value}
              onChange={facilities.field.onChange}
              onBlur={facilities.field.onBlur}
              filters={facilityFilters}
              disabled={disabled}
              status={facilityError ? 'error' : undefined}
              placeholder={t('users:coverage.searchFacility')}
            />
          </Form.Item>
        </Col>
      </Row>
    </section>
  )
}
