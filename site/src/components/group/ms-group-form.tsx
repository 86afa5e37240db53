import {
  FIELD_LIMITS,
  REGISTRATION_KINDS,
  type FormMode,
  type MsGroupFormValues,
  type MsGroupOutput,
} from '@stem/shared';
import { lazy, Suspense } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { FormSection } from '../form/form-section.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { NameFields, OwnerEmailFields, PhoneField, SchoolFields } from '../registration/field-groups.tsx';
import { errorAt } from '../registration/field-path.ts';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import { AgeGatedProgress } from '../registration/registration-progress.tsx';
import type { FormPageProps } from '../registration/route-context.ts';
import { RegistrationRoute, type RegistrationBodyProps } from '../registration/registration-route.tsx';
import { catalogue, categoriesOf } from '../registration/use-option-lists.ts';
import { useRegistrationForm } from '../registration/use-registration-form.ts';

// The roster's lunch and T-shirt titles come from the same lists as the leader's own selects.
const LOADERS = { schools: catalogue('MIDSCH'), lunches: catalogue('LUNCH'), tShirtSizes: catalogue('TSHIRT') };
/** The catalogues its pages are built with. */
export const MS_GROUP_CATALOGUES = categoriesOf(LOADERS);

// The members roster (with its removal dialog) shows only on the edit page, after the group has loaded:
// loaded then, it is no part of the new group form's script.
const GroupMembersSection = lazy(async () => ({
  default: (await import('./group-members-section.tsx')).GroupMembersSection,
}));

const KIND = REGISTRATION_KINDS.MSGROUP;
const DEFINITION = lazyFormDefinition(
  KIND,
  async () => (await import('@stem/shared/registration/ms-group-schema')).msGroupRegistration,
);

export type MsGroupFormProps = FormPageProps;

/** The middle school group (SPEC §2-§5): a leader creates it, then edits it and sees its members. */
export function MsGroupForm(page: MsGroupFormProps) {
  return (
    <>
      {page.mode === 'create' ? <AgeGatedProgress /> : null}
      <h1>{KIND.title}</h1>
      {page.mode === 'create' ? (
        <p className="lead">
          Create a group for your students. Each student joins it with the group name and code when they register.
        </p>
      ) : null}
      <RegistrationRoute definition={DEFINITION} {...page} loaders={LOADERS}>
        {(props) => <MsGroupFormBody {...props} />}
      </RegistrationRoute>
    </>
  );
}

const blank = (): MsGroupFormValues => ({
  groupName: '',
  groupCode: '',
  schoolId: '',
  otherSchoolName: '',
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  lunchId: '',
  tShirtSizeId: '',
  gResponse: '',
});

/** The thank-you page names the group and repeats its code (SPEC §2: the leader shares the name with the code). */
export const groupSent = (values: Pick<MsGroupOutput, 'groupName' | 'groupCode'>) => ({
  groupName: values.groupName,
  groupCode: values.groupCode,
});

function MsGroupFormBody({ edit, lists }: RegistrationBodyProps<keyof typeof LOADERS>) {
  const registration = useRegistrationForm<MsGroupFormValues, MsGroupOutput>({
    definition: DEFINITION,
    edit,
    blank,
    sent: groupSent,
  });
  const { mode } = registration;
  return (
    <>
      <RegistrationForm registration={registration} submitLabel={mode === 'create' ? 'CREATE GROUP' : 'UPDATE GROUP'}>
        <CreateGroupSection schools={lists.schools} />
        <LeaderSection mode={mode} lunches={lists.lunches} tShirtSizes={lists.tShirtSizes} />
      </RegistrationForm>
      {/*
        Outside the form: a removal is its own call, made at once, and has nothing to do with UPDATE GROUP
        (whose busy state must not disable it, and whose submit must not reach the removal dialog).
      */}
      {edit ? (
        <Suspense fallback={null}>
          <GroupMembersSection
            groupRegId={edit.regId}
            groupName={typeof edit.values['groupName'] === 'string' ? edit.values['groupName'] : ''}
            lunches={lists.lunches}
            tShirtSizes={lists.tShirtSizes}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** 1 Create a Group: its name, its (case sensitive) code, and its school. */
function CreateGroupSection({ schools }: { schools: readonly Choice[] }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<MsGroupFormValues>();
  return (
    <FormSection number={1} title="Create a Group">
      <TextField
        {...register('groupName')}
        label="Group Name"
        hint="Students pick it from a list when they register"
        maxLength={FIELD_LIMITS.groupName}
        autoComplete="off"
        required
        error={errorAt(errors, 'groupName')}
      />
      <TextField
        {...register('groupCode')}
        label="Group Code"
        hint="Case sensitive. Students need it, with the group name, to join your group"
        maxLength={FIELD_LIMITS.groupCode}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        // A string: Preact drops an attribute given `false`, and the browser would check the spelling.
        spellCheck="false"
        required
        error={errorAt(errors, 'groupCode')}
      />
      <SchoolFields schools={schools} />
    </FormSection>
  );
}

interface LeaderSectionProps {
  mode: FormMode;
  lunches: readonly Choice[];
  tShirtSizes: readonly Choice[];
}

/** 2 Group Leader Contact Information: the leader's name, email (create only), phone, lunch and T-shirt. */
function LeaderSection({ mode, lunches, tShirtSizes }: LeaderSectionProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<MsGroupFormValues>();
  return (
    <FormSection number={2} title="Group Leader Contact Information">
      <NameFields />
      {mode === 'create' ? <OwnerEmailFields /> : null}
      <PhoneField name="phone" label="Phone" autoComplete="tel" />
      <SelectField
        {...register('lunchId')}
        label="Lunch"
        options={lunches}
        required
        error={errorAt(errors, 'lunchId')}
      />
      <SelectField
        {...register('tShirtSizeId')}
        label="T-Shirt Size"
        options={tShirtSizes}
        required
        error={errorAt(errors, 'tShirtSizeId')}
      />
    </FormSection>
  );
}
