import { FIELD_LIMITS, MESSAGES } from '@stem/shared';
import type { GroupMember } from '@stem/shared/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCESS_DENIED_PAGE, getSession } from '../../lib/auth/session-client.ts';
import { requestMemberRemoval, type RemovalOutcome } from '../../lib/group/group-members-client.ts';
import { memberName } from '../../lib/group/roster.ts';
import { FormStatus } from '../form/form-status.tsx';
import { TextareaField } from '../form/textarea-field.tsx';

export interface RemoveMemberDialogProps {
  member: GroupMember;
  groupName: string;
  /** The dialog has closed (NO, Escape, or after a removal): the caller unmounts it and puts focus back. */
  onClose: () => void;
  /** The removal was accepted with this reason (as sent: trimmed). */
  onRemoved: (member: GroupMember, reason: string) => void;
  /** The reason typed the last time the dialog was open for this member (NO or Escape keep it). */
  keptReason?: string;
  /** Each change of the reason, for the caller to keep. */
  onReasonChange?: (reason: string) => void;
}

/**
 * Remove Individual from Group (SPEC §2, §5): a modal with a required reason and YES/NO. YES stays disabled
 * until a reason is typed and sends PUT /api/registration-status; NO and Escape close it. The native
 * <dialog> opened with showModal() makes the page behind it inert, moves focus to the reason and closes on
 * Escape; the caller mounts it for one member at a time.
 */
export function RemoveMemberDialog({
  member,
  groupName,
  onClose,
  onRemoved,
  keptReason = '',
  onReasonChange,
}: RemoveMemberDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [reason, setReason] = useState(keptReason);
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const name = memberName(member);
  const trimmed = reason.trim();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = () => dialog.current?.close();

  const apply = (outcome: RemovalOutcome) => {
    switch (outcome.kind) {
      case 'ok':
        onRemoved(member, trimmed);
        close();
        return;
      case 'denied':
        window.location.assign(ACCESS_DENIED_PAGE);
        return;
      case 'invalid':
        setReasonError(outcome.message);
        return;
      case 'error':
        setFailure(MESSAGES.registrationsLoadFailed);
    }
  };

  const send = async () => {
    if (!trimmed || busy) return;
    setBusy(true);
    setReasonError(undefined);
    setFailure(undefined);
    // The page may have been open longer than an access token lives: ask for a fresh one.
    const session = await getSession({ fresh: true });
    const outcome: RemovalOutcome = session
      ? await requestMemberRemoval(session.accessToken, {
          regId: member.regId,
          status: 'pending-removal',
          statusMessage: trimmed,
        })
      : { kind: 'denied' };
    setBusy(false);
    apply(outcome);
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      // While the request is on its way, Escape would hide an answer the leader is waiting for.
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <h2 id={titleId}>Remove Individual from Group</h2>
      <p id={descriptionId}>
        Ask the organisers to remove <strong>{name}</strong> from {groupName ? `"${groupName}"` : 'your group'}. The
        student shows as Pending Removal until they do. The student and their parent/guardian are emailed your reason:
        write it for them to read.
      </p>
      <TextareaField
        name="statusMessage"
        label="Reason"
        // YES stays disabled until a reason is typed (SPEC §5), and a disabled button is skipped by Tab: the
        // field says so, or a keyboard user meets only NO (qa23c).
        hint="YES asks for the removal once a reason is written."
        rows={3}
        maxLength={FIELD_LIMITS.text}
        required
        value={reason}
        // Read-only rather than disabled while sending: a disabled control would drop the focus.
        readOnly={busy}
        onChange={(event) => {
          setReason(event.target.value);
          onReasonChange?.(event.target.value);
          setReasonError(undefined);
        }}
        error={reasonError}
      />
      <FormStatus message={failure} />
      <div className="actions--row">
        <button
          type="button"
          className="button"
          // Not disabled while sending (the leader's focus is on it); `send` ignores a second press.
          disabled={!trimmed}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => void send()}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          YES
          {busy ? <span className="visually-hidden"> Sending…</span> : null}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={close}>
          NO
        </button>
      </div>
    </dialog>
  );
}
