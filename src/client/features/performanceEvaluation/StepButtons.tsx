import { Button } from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EVALUATION_WORKFLOW } from "../../../schema/performanceEvaluation/aperSections";
import { type EvaluationView, evaluationKeys } from "../../api/performanceEvaluation";
import { fetchWorkflowView, workflowKeys } from "../../api/workflows";
import { DecisionDialog, type DecisionRequest } from "../../engine/workflow";
import { flash } from "../../shell/flash";

/**
 * The workflow steps the server allows the caller on this evaluation now (submit, assess, report,
 * sign, or return with a reason), each through the engine's decision dialog.
 */
export function StepButtons({ evaluation }: { evaluation: EvaluationView }) {
  const view = useQuery({
    queryKey: workflowKeys.view(EVALUATION_WORKFLOW),
    queryFn: () => fetchWorkflowView(EVALUATION_WORKFLOW),
  });
  const client = useQueryClient();
  const [request, setRequest] = useState<DecisionRequest>();
  if (!view.data) return null;
  const steps = view.data.transitions.filter((step) => evaluation.actions.includes(step.name));
  if (steps.length === 0) return null;
  return (
    <div className="aper-steps">
      {steps.map((step) => (
        <Button
          key={step.name}
          intent={step.intent ?? "primary"}
          onClick={() =>
            setRequest({
              step,
              rows: [{ id: evaluation.id, name: `${evaluation.staff.fullName} (${evaluation.year.year})` }],
            })
          }
        >
          {step.label}
        </Button>
      ))}
      <DecisionDialog
        view={view.data}
        request={request}
        onClose={() => setRequest(undefined)}
        onDone={(message) => {
          setRequest(undefined);
          void flash({ title: "Done", message, intent: "success", timeout: 3000 });
          void client.invalidateQueries({ queryKey: evaluationKeys.all });
          void client.invalidateQueries({ queryKey: workflowKeys.rows(EVALUATION_WORKFLOW) });
        }}
      />
    </div>
  );
}
