import { useId, useMemo } from "react";
import { qrModel } from "./qrModel";

export interface QrCodeProps {
  /** What the code encodes and the link opens: an absolute address. */
  url: string;
  /** The code's accessible name (and tooltip), e.g. "Verify this receipt". */
  label: string;
  /** Printed side, in millimetres (default 30). */
  sizeMm?: number;
}

/**
 * A QR code drawn as SVG rects (no innerHTML, no inline styles: the CSP forbids both), wrapped in
 * a link to the same address so that on screen it can be followed and its target read.
 */
export function QrCode({ url, label, sizeMm = 30 }: QrCodeProps) {
  const titleId = useId();
  const { size, runs } = useMemo(() => qrModel(url), [url]);
  return (
    <a href={url} className="matric-qr-code">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${size} ${size}`}
        width={`${sizeMm}mm`}
        height={`${sizeMm}mm`}
        shapeRendering="crispEdges"
      >
        <title id={titleId}>{`${label}: ${url}`}</title>
        <rect width={size} height={size} fill="#fff" />
        {runs.map((run) => (
          <rect key={`${run.x},${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill="#000" />
        ))}
      </svg>
    </a>
  );
}
