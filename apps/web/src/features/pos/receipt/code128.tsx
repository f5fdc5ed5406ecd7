import JsBarcode from 'jsbarcode'
import { useLayoutEffect, useRef } from 'react'

type Props = { value: string; height?: number; barWidth?: number; fontSize?: number; label?: string }

/** A Code 128 barcode as SVG (sharp at any printer resolution), drawn by JsBarcode. */
export function Code128({ value, height = 40, barWidth = 1.4, fontSize = 12, label }: Props) {
  const svg = useRef<SVGSVGElement>(null)
  useLayoutEffect(() => {
    if (!svg.current || !value) return
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      height,
      width: barWidth,
      fontSize,
      margin: 0,
      displayValue: true,
      background: 'transparent',
    })
  }, [value, height, barWidth, fontSize])
  return <svg ref={svg} role="img" aria-label={label ?? value} style={{ maxWidth: '100%' }} />
}
