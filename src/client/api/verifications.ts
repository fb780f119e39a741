import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApplicationVerification, VerificationKind } from "../../contract/applicationReview";
import { getData, http } from "./http";

export type {
  ApplicationVerification,
  EnteredCertificate,
  EnteredSitting,
} from "../../contract/applicationReview";

const verificationKey = (applicantId: number) => ["verifications", applicantId] as const;

export function useApplicationVerification(applicantId: number) {
  return useQuery({
    queryKey: verificationKey(applicantId),
    queryFn: () => getData<ApplicationVerification>(`/Utilities/verifications/${applicantId}`),
  });
}

/** Records one item's outcome; the answer (the whole application again) becomes the page's data. */
export function useSaveVerification(applicantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, item, values }: { kind: VerificationKind; item: number; values: object }) => {
      const response = await http.post<{ data: ApplicationVerification; message?: string }>(
        `/Utilities/verifications/${kind}/${applicantId}/${item}`,
        values,
      );
      return { data: response.data.data, message: response.data.message };
    },
    onSuccess: ({ data }) => client.setQueryData(verificationKey(applicantId), data),
  });
}
