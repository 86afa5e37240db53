import { FIELD_LIMITS, isYes } from '@stem/shared';
import type { Dispatch } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Choice } from '../../lib/api/catalog-client.ts';
import {
  GROUP_CODE_VALID,
  GROUP_JOINED,
  GROUP_JOINED_CODE_CHANGED,
  groupCodeInvalidAdvice,
  groupCodeUnverifiableAdvice,
  type GroupCodeAction,
  type GroupCodeState,
  type GroupPair,
} from '../../lib/registration/group-code-state.ts';
import { YesNoField } from '../form/choice-group-field.tsx';
import { SelectField } from '../form/select-field.tsx';
import { FormSection } from '../form/form-section.tsx';
import { TextField } from '../form/text-field.tsx';

interface GroupValues {
  isInGroup: string;
  groupId: string;
  groupCode: string;
}

export interface GroupMembershipSectionProps {
  number: number;
  /** The group list (GET /api/middle-school-groups), loaded with the form's catalogues. */
  groups: readonly Choice[];
  state: GroupCodeState;
  dispatch: Dispatch<GroupCodeAction>;
  /** An edit's group and code as the student joined with them (kept whatever the code is now). */
  joinedWith?: GroupPair | undefined;
}

/** Join a Group (SPEC §4): yes/no, the group, its code and a Verify button with the check's result. */
export function GroupMembershipSection({ number, groups, state, dispatch, joinedWith }: GroupMembershipSectionProps) {
  const {
    register,
    watch,
    setValue,
    trigger,
    getValues,
    formState: { errors },
  } = useFormContext<GroupValues>();
  const joins = isYes(watch('isInGroup'));

  const groupId = register('groupId');
  const groupCode = register('groupCode');

  const verify = async () => {
    if (!(await trigger(['groupId', 'groupCode']))) return;
    dispatch({ type: 'check-started' });
    // The API client comes with the first call: the page's first script stays small.
    const { verifyGroupCode } = await import('../../lib/api/registration-client.ts');
    const pair = { groupId: getValues('groupId'), groupCode: getValues('groupCode').trim() };
    const outcome = await verifyGroupCode(pair);
    const joined = joinedWith?.groupId === pair.groupId && joinedWith.groupCode === pair.groupCode;
    dispatch({ type: 'checked', outcome, joined });
  };

  const checkedWrong = state.status === 'invalid' || state.status === 'unverifiable';
  const codeError = errors.groupCode?.message ?? (checkedWrong ? state.message : undefined);

  return (
    <FormSection number={number} title="Join a Group">
      <YesNoField
        legend="Are you part of a group?"
        registration={register('isInGroup')}
        error={errors.isInGroup?.message}
      />
      {joins ? (
        <>
          <SelectField
            {...groupId}
            onChange={(event) => {
              void groupId.onChange(event);
              setValue('groupCode', '');
              dispatch({ type: 'group-changed' });
            }}
            label="Group Name"
            options={groups}
            required
            error={errors.groupId?.message}
          />
          <div className="inline-action">
            <TextField
              {...groupCode}
              onChange={(event) => {
                void groupCode.onChange(event);
                dispatch({ type: 'code-changed' });
              }}
              onKeyDown={(event) => {
                // Enter (a phone's Go) means Verify here; the form would otherwise be sent half filled in.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void verify();
              }}
              label="Group Code"
              hint="Case sensitive, as your group leader gave it"
              maxLength={FIELD_LIMITS.groupCode}
              autoComplete="off"
              // A phone would capitalise "lift-off" at the start and correct it: the code would then be refused.
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck="false"
              enterKeyHint="go"
              required
              error={codeError}
            />
            <button
              type="button"
              className="button button--secondary field"
              // aria-disabled, not disabled: a disabled button drops the focus of the keyboard user who pressed
              // it (qa16a); a second press while checking is ignored instead.
              onClick={() => {
                if (state.status !== 'checking') void verify();
              }}
              aria-disabled={state.status === 'checking' || undefined}
            >
              {state.status === 'checking' ? <span className="spinner" aria-hidden="true" /> : null}
              Verify
            </button>
          </div>
          <div role="status" aria-live="polite">
            {state.status === 'valid' ? <p className="field__success">{GROUP_CODE_VALID}</p> : null}
            {state.status === 'joined' ? (
              state.codeChanged ? (
                <p className="notice">{GROUP_JOINED_CODE_CHANGED}</p>
              ) : (
                <p className="field__success">{GROUP_JOINED}</p>
              )
            ) : null}
            {state.status === 'invalid' ? <p className="notice">{groupCodeInvalidAdvice}</p> : null}
            {state.status === 'unverifiable' ? <p className="notice">{groupCodeUnverifiableAdvice}</p> : null}
          </div>
        </>
      ) : null}
    </FormSection>
  );
}
