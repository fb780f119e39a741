import { Callout, Card } from "@blueprintjs/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../api/http";
import type { StudentProfile } from "../../api/students";
import { SchemaForm } from "../../engine/schemaForms";
import { flash } from "../../shell/flash";
import { studentPassportForm } from "./studentForms";

type Upload = UseMutationResult<{ data: StudentProfile; message: string | undefined }, Error, string>;

/** The passport upload (schemas/forms/student-passport.json); the server checks the picture's bytes again. */
export function PassportForm({ upload }: { upload: Upload }) {
  const [key, setKey] = useState(0);
  return (
    <Card>
      <h3 id="passport-form-title">Passport photograph</h3>
      {upload.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(upload.error, "The photograph could not be saved. Please try again.")}
        </Callout>
      )}
      <SchemaForm
        key={key}
        form={studentPassportForm}
        submitText="Upload photograph"
        busy={upload.isPending}
        failure={upload.error}
        onSubmit={(values) =>
          upload.mutate(String(values.passport ?? ""), {
            onSuccess: ({ message }) => {
              setKey((value) => value + 1);
              void flash({ title: "Success", message: message ?? "Saved", intent: "success", timeout: 3000 });
            },
          })
        }
      />
    </Card>
  );
}
