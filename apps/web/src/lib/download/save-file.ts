/**
 * The app's one way to hand a file to the browser's download: a CSV export fetched with the bearer token,
 * or a template built in the page. The object URL is released once the download has started.
 */
export function saveFile(content: Blob | string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
