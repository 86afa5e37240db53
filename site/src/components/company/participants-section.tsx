import {
  FIELD_LIMITS,
  hasInteractiveActivity,
  includesRepresentativeTShirts,
  isYes,
  MAX_PARTICIPANTS,
  type CompanyFormValues,
} from '@stem/shared';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { YesNoField } from '../form/choice-group-field.tsx';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import { useRemovalNote } from '../registration/use-removal-note.tsx';
import { FormSection } from '../form/form-section.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { NameFields } from '../registration/field-groups.tsx';
import { errorAt } from '../registration/field-path.ts';
import { useFormChanged } from '../registration/use-leave-warning.ts';

type Participant = CompanyFormValues['participants'][number];

/** A participant row with nothing answered. */
export const blankParticipant = (): Participant => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  isLunchNeeded: '',
  lunchTypeId: '',
  lunchTypeName: '',
  tShirtSizeId: '',
  tShirtSizeName: '',
});

interface ParticipantsSectionProps {
  number: number;
  lunches: readonly Choice[];
  tShirtSizes: readonly Choice[];
}

/** The participant's name as typed so far ('' before any). */
const typedName = (row: Participant | undefined) => [row?.firstName, row?.lastName].filter(Boolean).join(' ').trim();

/**
 * Additional Participants (SPEC §2, §3): a repeatable list of the people who come with the main contact.
 * Each row asks name, work email and phone; lunch when the company brings an interactive activity; a
 * T-shirt size for Wingfoot sponsors. "Add participant" appends a row (up to 20) and moves focus to its
 * first name; each row's remove button asks YES/NO before the row goes.
 */
export function ParticipantsSection({ number, lunches, tShirtSizes }: ParticipantsSectionProps) {
  const { control } = useFormContext<CompanyFormValues>();
  const changed = useFormChanged();
  const { fields, append, remove } = useFieldArray({ control, name: 'participants' });
  const answers = useWatch({ control, name: ['eventChoice', 'msEventType', 'isSponsor', 'sponsorshipType'] });
  const [eventChoice, msEventType, isSponsor, sponsorshipType] = answers;
  const rows = useWatch({ control, name: 'participants' });
  const asksLunch = hasInteractiveActivity({ eventChoice, msEventType });
  const asksTShirt = includesRepresentativeTShirts({ eventChoice, isSponsor, sponsorshipType });
  const [removing, setRemoving] = useState<number | undefined>();
  const removal = useRemovalNote();
  const addButton = useRef<HTMLButtonElement>(null);
  const full = fields.length >= MAX_PARTICIPANTS;

  return (
    <FormSection number={number} title="Additional Participants">
      <p className="section-intro">
        Everyone who comes with the main contact on the day. Leave the list empty if nobody else comes.
      </p>
      {fields.map((field, index) => (
        <ParticipantRow
          key={field.id}
          index={index}
          name={typedName(rows?.[index]) || String(index + 1)}
          asksLunch={asksLunch}
          asksTShirt={asksTShirt}
          lunches={lunches}
          tShirtSizes={tShirtSizes}
          onRemove={() => setRemoving(index)}
        />
      ))}
      <div className="actions--row">
        <button
          ref={addButton}
          type="button"
          className="button button--secondary"
          disabled={full}
          onClick={() => {
            changed();
            append(blankParticipant(), { focusName: `participants.${fields.length}.firstName` });
          }}
        >
          Add participant
        </button>
        {full ? <p className="field__hint">You can list up to {MAX_PARTICIPANTS} participants.</p> : null}
      </div>
      {removal.status}
      {removing === undefined ? null : (
        <ConfirmDialog
          title="Remove Participant"
          onConfirm={async () => {
            changed();
            removal.say(`${typedName(rows?.[removing]) || `Participant ${removing + 1}`} was removed.`);
            remove(removing);
            return undefined;
          }}
          onClose={(confirmed) => {
            setRemoving(undefined);
            // NO leaves focus on the row's remove button; after YES that button is gone.
            if (confirmed) addButton.current?.focus();
          }}
        >
          <p>
            Remove <strong>{typedName(rows?.[removing]) || `participant ${removing + 1}`}</strong> from the
            participants?
          </p>
        </ConfirmDialog>
      )}
    </FormSection>
  );
}

interface ParticipantRowProps {
  index: number;
  /** The participant's name as typed so far, else their number: "Remove participant 2", not "participant participant 2". */
  name: string;
  asksLunch: boolean;
  asksTShirt: boolean;
  lunches: readonly Choice[];
  tShirtSizes: readonly Choice[];
  onRemove: () => void;
}

/** One participant: a fieldset named "Participant 2" with its fields and its remove button. */
function ParticipantRow({ index, name, asksLunch, asksTShirt, lunches, tShirtSizes, onRemove }: ParticipantRowProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  const prefix = `participants.${index}` as const;
  const lunchWanted = isYes(useWatch({ control, name: `${prefix}.isLunchNeeded` }));
  return (
    <fieldset className="participant card--quiet">
      <legend className="participant__legend">Participant {index + 1}</legend>
      <NameFields prefix={prefix} />
      <div className="field-row">
        <TextField
          {...register(`${prefix}.email`)}
          label="Email"
          type="email"
          maxLength={FIELD_LIMITS.email}
          required
          error={errorAt(errors, `${prefix}.email`)}
        />
        <TextField
          {...register(`${prefix}.phone`)}
          label="Work Phone"
          type="tel"
          maxLength={FIELD_LIMITS.phone}
          required
          error={errorAt(errors, `${prefix}.phone`)}
        />
      </div>
      {asksLunch ? (
        <div className="field-row">
          <YesNoField
            legend="Lunch needed?"
            registration={register(`${prefix}.isLunchNeeded`)}
            error={errorAt(errors, `${prefix}.isLunchNeeded`)}
          />
          {lunchWanted ? (
            <SelectField
              {...register(`${prefix}.lunchTypeId`)}
              label="Lunch Type"
              options={lunches}
              required
              error={errorAt(errors, `${prefix}.lunchTypeId`)}
            />
          ) : null}
        </div>
      ) : null}
      {asksTShirt ? (
        <SelectField
          {...register(`${prefix}.tShirtSizeId`)}
          label="T-Shirt Size"
          options={tShirtSizes}
          required
          error={errorAt(errors, `${prefix}.tShirtSizeId`)}
        />
      ) : null}
      <button type="button" className="button button--danger" onClick={onRemove}>
        Remove participant<span className="visually-hidden"> {name}</span>
      </button>
    </fieldset>
  );
}
