import QRCode from 'qrcode'
import { useEffect, useRef } from 'react'

/** The KHQR code the till shows, drawn large for the customer's phone (the till's own QR library). */
export function KhqrCode({ payload, label }: { payload: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (canvas.current)
      void QRCode.toCanvas(canvas.current, payload, { margin: 2, width: 360, errorCorrectionLevel: 'M' })
  }, [payload])
  return <canvas ref={canvas} role="img" aria-label={label} data-testid="display-khqr" className="cd-khqr" />
}
