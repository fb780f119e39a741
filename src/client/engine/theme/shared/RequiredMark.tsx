/** The visual required marker; the input itself carries aria-required, so this stays silent. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="matric-required" aria-hidden="true">
      {" *"}
    </span>
  ) : null;
}
