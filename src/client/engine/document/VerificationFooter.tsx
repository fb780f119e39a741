import { Classes } from "@blueprintjs/core";
import { QrCode } from "./QrCode";
import "./document.css";

/**
 * A printed document's QR code and its words (receipt, letter, transcript, clearance slip): scan
 * the code or open the address printed beside it to see what the College's record holds; the
 * code itself below, for whoever types it.
 */
export function VerificationFooter({
  url,
  code,
  what,
}: {
  /** The verification page's address with the code (verificationAddress). */
  url: string;
  code: string;
  /** The document as the words name it: "receipt", "clearance slip". */
  what: string;
}) {
  return (
    <footer className="matric-document-verification">
      <QrCode url={url} label={`Verify this ${what}`} />
      <div>
        <p className={Classes.TEXT_MUTED}>
          To confirm that this {what} is genuine, scan the code or open the address below. It shows what the
          College's record holds for this {what}.
        </p>
        <p className="matric-document-verification-url">{url}</p>
        <p className={Classes.TEXT_SMALL}>
          Verification code: <span className="matric-document-code">{code}</span>
        </p>
      </div>
    </footer>
  );
}
