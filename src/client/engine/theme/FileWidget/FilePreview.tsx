import { Button, Classes } from "@blueprintjs/core";
import { TrashIcon } from "@blueprintjs/icons";
import type { StoredFile } from "./dataUrl";

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * What was uploaded: a thumbnail for images (passport photos), the name and size otherwise,
 * and a remove button unless the form is read-only.
 */
export function FilePreview({ file, onRemove }: { file: StoredFile; onRemove?: () => void }) {
  const isImage = file.type.startsWith("image/");
  return (
    <div className="matric-file-preview">
      {isImage && <img src={file.dataUrl} alt={`Preview of ${file.name}`} />}
      <div>
        <div>{file.name}</div>
        <div className={Classes.TEXT_MUTED}>{formatSize(file.size)}</div>
        {onRemove && (
          <Button
            variant="minimal"
            intent="danger"
            size="small"
            icon={<TrashIcon />}
            aria-label={`Remove ${file.name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        )}
      </div>
    </div>
  );
}
