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
import { submitRating } from "../../api/ratings";
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
 * Users who chose "Not now" since the page loaded. Kept outside the component: the frame that
 * holds the prompt can mount again (a new route table after impersonation ends, a remount), and a
 * prompt set aside must stay set aside until the next page load, not reopen.
 */
const setAsideBy = new Set<number>();

/**
 * The satisfaction prompt (spec sections 4 and 9): open while the session's display flag is set.
 * A successful submit clears the flag (the server clears its copy too); "Not now" only hides it
 * until the next page load.
 */
export function RatingPrompt() {
  const session = useSession();
  const userId = session?.profile.userId;
  const [dismissed, setDismissedHere] = useState(() => userId !== undefined && setAsideBy.has(userId));
  const setDismissed = (value: true) => {
    if (userId !== undefined) setAsideBy.add(userId);
    setDismissedHere(value);
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

  const isOpen = Boolean(session?.profile.displayCSATModal) && !dismissed;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === undefined || submit.isPending) return;
    submit.mutate({ rating, comment });
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => setDismissed(true)}
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
              <Button variant="minimal" onClick={() => setDismissed(true)} disabled={submit.isPending}>
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
