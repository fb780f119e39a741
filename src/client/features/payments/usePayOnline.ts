import { useMutation } from "@tanstack/react-query";
import { initiatePayment } from "../../api/payments";

/**
 * Takes an invoice to the payment gateway: asks for its RRR and pay link (the stored one when it
 * has one) and sends the browser there. `onLeave` hears the link first (tests, analytics).
 */
export function usePayOnline(invoiceNumber: string, onLeave?: (link: string) => void) {
  return useMutation({
    mutationFn: () => initiatePayment(invoiceNumber),
    onSuccess: ({ cardPaymentLink }) => {
      onLeave?.(cardPaymentLink);
      window.location.assign(cardPaymentLink);
    },
  });
}
