import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Radio,
  RadioGroup,
  TextArea,
} from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../api/http";
import { rateLater, submitRating } from "../../api/ratings";
import { sessionStore } from "../../session/sessionStore";
import { useSession } from "../../session/useSession";
import { flash } from "../../shell/flash";
import {
  RATING_COMMENT_MAX,
  RATING_FAILURE,
  RATING_FLASH_MS,
  RATING_PROMPT,
  RATING_SCALE,
  RATING_SUCCESS,
} from "./ratingScale";
import "./rating.css";

/**
 * The satisfaction prompt (spec sections 4 and 9): open while the session's display flag is set.
 * A successful submit clears the flag (the server clears its copy too). "Not now" (or closing it)
 * clears the flag of this session at once and tells the server, which holds the prompt off for
 * RATING_LATER_DAYS: it does not return on the next page load or sign-in.
 */
export function RatingPrompt() {
  const session = useSession();
  const later = useMutation({ mutationFn: rateLater });
  const setDismissed = () => {
    sessionStore.updateProfile({ displayCSATModal: false });
    // The spec's rule for query errors: caught, nothing done (the prompt may return next visit).
    later.mutate();
  };
  const [rating, setRating] = useState<number>();
  const [comment, setComment] = useState("");
  const commentId = useId();

  const submit = useMutation({
    mutationFn: submitRating,
    onSuccess: () => {
      void flash({ ...RATING_SUCCESS, intent: "success", timeout: RATING_FLASH_MS });
      sessionStore.updateProfile({ displayCSATModal: false });
      setRating(undefined);
      setComment("");
    },
    onError: (error) => {
      void flash({
        title: RATING_FAILURE.title,
        message: errorMessage(error, RATING_FAILURE.fallback),
        intent: "danger",
        timeout: RATING_FLASH_MS,
      });
    },
  });

  const isOpen = Boolean(session?.profile.displayCSATModal);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === undefined || submit.isPending) return;
    submit.mutate({ rating, comment });
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={setDismissed}
      title={RATING_PROMPT}
      // A stray click beside the dialog should not throw away a chosen rating.
      canOutsideClickClose={false}
      className="rating-dialog"
    >
      <form onSubmit={onSubmit}>
        <DialogBody>
          <RadioGroup
            label="Your rating"
            name="rating"
            inline
            selectedValue={rating === undefined ? undefined : String(rating)}
            onChange={(event) => setRating(Number(event.currentTarget.value))}
            disabled={submit.isPending}
          >
            {RATING_SCALE.map((option) => (
              <Radio
                key={option.value}
                value={String(option.value)}
                className="rating-option"
                labelElement={
                  <>
                    <span className="rating-number">{option.value}</span> {option.label}
                  </>
                }
              />
            ))}
          </RadioGroup>
          <FormGroup label="Comment (optional)" labelFor={commentId}>
            <TextArea
              id={commentId}
              fill
              rows={3}
              maxLength={RATING_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              disabled={submit.isPending}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={setDismissed} disabled={submit.isPending}>
                Not now
              </Button>
              <Button
                type="submit"
                intent="primary"
                disabled={rating === undefined}
                loading={submit.isPending}
              >
                Submit
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
