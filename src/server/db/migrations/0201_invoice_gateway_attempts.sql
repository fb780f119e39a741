-- What the gateway last said about an unpaid invoice's RRR (issue 20, item 20): a payer who
-- cancels at the gateway, or whose card is declined, comes back to a page that says so and offers
-- to pay again, instead of a plain UNPAID. Written when the webhook (or reconciliation, or the
-- bursary's check) hears a state other than paid; a paid invoice is told by its status alone.
ALTER TABLE invoices
  ADD COLUMN gateway_state text
    CONSTRAINT invoices_gateway_state_check CHECK (gateway_state IN ('pending', 'failed', 'cancelled', 'unknown')),
  ADD COLUMN gateway_state_at timestamptz,
  ADD CONSTRAINT invoices_gateway_state_at_check CHECK ((gateway_state IS NULL) = (gateway_state_at IS NULL));
