import { Card } from "@blueprintjs/core";
import { UserIcon } from "@blueprintjs/icons";

interface PersonnelInfoCardProps {
  fullName: string;
  /** What the person is to the college, e.g. "Student" or "Staff". */
  position: string;
  /** The passport photograph's address, when one has been uploaded. */
  passport?: string | undefined;
}

/** The spec's shared "personnel info card": full name and passport photograph. */
export function PersonnelInfoCard({ fullName, position, passport }: PersonnelInfoCardProps) {
  return (
    <Card className="personnel-card">
      {passport ? (
        <img className="personnel-passport" src={passport} alt={`Passport photograph of ${fullName}`} />
      ) : (
        <div className="personnel-passport placeholder" role="img" aria-label="No passport photograph yet">
          <UserIcon size={40} aria-hidden="true" />
        </div>
      )}
      <div>
        <p className="personnel-role">{position}</p>
        <h2 className="personnel-name">{fullName}</h2>
      </div>
    </Card>
  );
}
