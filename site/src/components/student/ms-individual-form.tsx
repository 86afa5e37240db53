import {
  FAVOURITE_SUBJECT_LABELS,
  hasConsentPath,
  isInGroup,
  NO,
  REGISTRATION_KINDS,
  type MsIndividualFormValues,
  type MsIndividualOutput,
} from '@stem/shared';
import { useReducer, type ReactNode } from 'react';
import { loadMiddleSchoolGroups } from '../../lib/api/catalog-client.ts';
import {
  groupCodeReducer,
  groupCodeSubmitError,
  initialGroupCodeState,
  joinedGroupCodeState,
  joinedPairOf,
} from '../../lib/registration/group-code-state.ts';
import { CheckboxGroupField } from '../form/choice-group-field.tsx';
import { checkboxGroupBinding } from '../form/flag-binding.ts';
import { SelectField } from '../form/select-field.tsx';
import { ConsentTextProvider, type ConsentTextContent } from '../registration/consent-text.tsx';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import type { FormPageProps } from '../registration/route-context.ts';
import { RegistrationRoute, type RegistrationBodyProps } from '../registration/registration-route.tsx';
import { AgeGatedProgress } from '../registration/registration-progress.tsx';
import { useRegistrationForm } from '../registration/use-registration-form.ts';
import { catalogue, categoriesOf } from '../registration/use-option-lists.ts';
import { GroupMembershipSection } from './group-membership-section.tsx';
import { studentCommonDefaults } from './student-defaults.ts';
import { STUDENT_SUBMIT_HINT, studentSent } from './student-form.tsx';
import {
  EmergencyContactSection,
  ParentGuardianSection,
  StudentConsentSection,
  StudentInfoSection,
} from './student-sections.tsx';

// The group list is loaded with the catalogues: an edit of a student in a group has its group selected.
const LOADERS = {
  schools: catalogue('MIDSCH'),
  grades: catalogue('MSGRADE'),
  lunches: catalogue('LUNCH'),
  tShirtSizes: catalogue('TSHIRT'),
  groups: () => loadMiddleSchoolGroups(),
};
/** The catalogues its pages are built with. */
export const MS_INDIVIDUAL_CATALOGUES = categoriesOf(LOADERS);

const KIND = REGISTRATION_KINDS.MSIND;
const DEFINITION = lazyFormDefinition(
  KIND,
  async () => (await import('@stem/shared/registration/ms-individual-schema')).msIndividualRegistration,
);

export interface MsIndividualFormProps extends FormPageProps {
  /** The parent's consent text above the signature fields (CMS `consent-text`), its body as the children. */
  consent: ConsentTextContent;
  children: ReactNode;
  /** When registration closes, in the event's year, e.g. "3/16/2026". */
  closes: string;
}

/** The middle school individual registration (SPEC §2-§5), create or edit. */
export function MsIndividualForm({ closes, consent, children, ...page }: MsIndividualFormProps) {
  return (
    <ConsentTextProvider consent={consent} body={children}>
      {page.mode === 'create' ? <AgeGatedProgress /> : null}
      <h1>{KIND.title}</h1>
      <p className="lead">Registration closes {closes}.</p>
      <RegistrationRoute definition={DEFINITION} {...page} loaders={LOADERS}>
        {(props) => <MsIndividualFormBody {...props} />}
      </RegistrationRoute>
    </ConsentTextProvider>
  );
}

const blank = (today: Date): MsIndividualFormValues => ({
  ...studentCommonDefaults(today),
  gResponse: '',
  lunchId: '',
  favouriteSubjects: { science: NO, technology: NO, engineering: NO, math: NO },
  isInGroup: '',
  groupId: '',
  groupCode: '',
});

function MsIndividualFormBody({ edit, lists }: RegistrationBodyProps<keyof typeof LOADERS>) {
  const registration = useRegistrationForm<MsIndividualFormValues, MsIndividualOutput>({
    definition: DEFINITION,
    edit,
    blank,
    sent: (values, answer) => ({
      ...studentSent(values, answer),
      // The thank-you page names the group joined (qa13a: nothing after the submit said which), by its name
      // in the list the student chose it from.
      ...(isInGroup(values) ? { groupName: lists.groups.find((group) => group.value === values.groupId)?.label } : {}),
    }),
    // The code's check belongs to the answers cleared with it.
    onClear: () => dispatch({ type: 'group-changed' }),
  });
  const { mode, form, submit } = registration;
  const {
    register,
    watch,
    setError,
    formState: { errors },
  } = form;
  // A stored group and code were verified when the student joined: an edit starts from them, not checked again.
  const joinedWith = edit ? joinedPairOf(edit.values) : undefined;
  const [groupCode, dispatch] = useReducer(groupCodeReducer, undefined, () =>
    joinedWith ? joinedGroupCodeState : initialGroupCodeState,
  );

  const onValid = (values: MsIndividualOutput) =>
    submit.send(values, () => {
      const message = groupCodeSubmitError(isInGroup(values), groupCode);
      if (message) setError('groupCode', { type: 'verify', message });
      return !message;
    });

  const [bySchool, parentPresent] = watch(['consentWillBeSubmittedBySchool', 'isParentPresent']);

  return (
    <RegistrationForm
      registration={registration}
      onValid={onValid}
      canSubmit={hasConsentPath({ consentWillBeSubmittedBySchool: bySchool, isParentPresent: parentPresent })}
      submitHint={STUDENT_SUBMIT_HINT}
    >
      <StudentInfoSection mode={mode} schools={lists.schools} grades={lists.grades} tShirtSizes={lists.tShirtSizes}>
        <SelectField
          {...register('lunchId')}
          label="Lunch"
          options={lists.lunches}
          required
          error={errors.lunchId?.message}
        />
        <CheckboxGroupField
          legend="Favourite Subjects"
          hint="Check at least one"
          required
          {...checkboxGroupBinding(form, 'favouriteSubjects', FAVOURITE_SUBJECT_LABELS)}
        />
      </StudentInfoSection>
      <ParentGuardianSection />
      <EmergencyContactSection />
      <GroupMembershipSection
        number={4}
        groups={lists.groups}
        state={groupCode}
        dispatch={dispatch}
        joinedWith={joinedWith}
      />
      <StudentConsentSection number={5} title="STEM Career Day consent form" />
    </RegistrationForm>
  );
}
