import { type Intent, OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

/** A short message at the top of the screen (the spec's "flash"), with its title and duration. */
export interface Flash {
  title: string;
  message: string;
  intent: Intent;
  /** Milliseconds before it closes by itself. */
  timeout: number;
}

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

export async function flash({ title, message, intent, timeout }: Flash): Promise<void> {
  (await getToaster()).show({
    intent,
    timeout,
    message: (
      <span className="flash" role={intent === "danger" ? "alert" : "status"}>
        <strong className="flash-title">{title}</strong> <span className="flash-message">{message}</span>
      </span>
    ),
  });
}
