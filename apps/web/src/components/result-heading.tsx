/** The title of a whole-page `Result` as the page's h1, looking exactly like antd's title text around it. */
export function ResultHeading({ children }: { children: string }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>
}
