import {
  blankInformationFair,
  blankInteractiveActivity,
  NO,
  REGISTRATION_KINDS,
  type CompanyFormValues,
  type CompanyOutput,
} from '@stem/shared';
import { useWatch } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import type { TierCard } from '../../lib/company/company-content.ts';
import { companySections, type CompanySection } from '../../lib/company/company-sections.ts';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import type { FormPageProps } from '../registration/route-context.ts';
import { RegistrationRoute, type RegistrationBodyProps } from '../registration/registration-route.tsx';
import { catalogue, categoriesOf } from '../registration/use-option-lists.ts';
import { useRegistrationForm } from '../registration/use-registration-form.ts';
import { lazyPart, useLazyPart } from '../registration/lazy-part.ts';
import { MainContactSection, OrganizationSection, type EventDates } from './company-sections.tsx';
import { heldInvoice, SponsorshipSection } from './sponsorship-section.tsx';
import { useLogoUploads } from './use-logo-uploads.ts';

const LOADERS = { lunches: catalogue('LUNCH'), tShirtSizes: catalogue('TSHIRT') };
/** The catalogues its pages are built with. */
export const COMPANY_CATALOGUES = categoriesOf(LOADERS);

const KIND = REGISTRATION_KINDS.COMPANY;

// The sections a blank form does not show (the days' preparation, the additional participants with their
// removal dialog) load with the rules when the visitor starts on the form, and before an edit mounts.
const LATER_SECTIONS = lazyPart(async () => {
  const [events, participants] = await Promise.all([
    import('./event-sections.tsx'),
    import('./participants-section.tsx'),
  ]);
  return { ...events, ...participants };
});
const DEFINITION = lazyFormDefinition(
  KIND,
  async () => {
    const [schema] = await Promise.all([import('@stem/shared/registration/company-schema'), LATER_SECTIONS.load()]);
    return schema.companyRegistration;
  },
  // An edit may show any of the later sections from the start.
  { prepareEdit: LATER_SECTIONS.load },
);

export interface CompanyFormProps extends FormPageProps {
  /** The CMS sponsorship tiers, benefits rendered at build time. */
  tiers: TierCard[];
  /** The US states (CMS `us-state`), read at build time. */
  states: Choice[];
  /** The career days' dates, as the event choice names them. */
  dates: EventDates;
}

/** The company, university or organization registration (SPEC §2-§5), create or edit. */
export function CompanyForm({ tiers, states, dates, ...page }: CompanyFormProps) {
  return (
    <>
      <h1>{KIND.title}</h1>
      {page.mode === 'create' ? (
        <p className="lead">
          Bring your people and your work to the STEM Career Day, sponsor it, or both. Companies, universities and
          organizations register here.
        </p>
      ) : null}
      <RegistrationRoute definition={DEFINITION} {...page} loaders={LOADERS}>
        {(props) => <CompanyFormBody {...props} tiers={tiers} states={states} dates={dates} />}
      </RegistrationRoute>
    </>
  );
}

const blank = (): CompanyFormValues => ({
  eventChoice: '',
  companyType: '',
  companyName: '',
  companyAddress: '',
  companyApartment: '',
  companyCity: '',
  companyStateId: '',
  companyStateName: '',
  companyZip: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  cellPhone: '',
  stem: { science: NO, technology: NO, engineering: NO, math: NO },
  msEventType: '',
  msInformationFair: blankInformationFair(),
  msInteractive: blankInteractiveActivity(),
  hsNumberOfTables: '',
  hsIsElectricityNeeded: '',
  isSponsor: '',
  sponsorshipType: '',
  tShirtSizeId: '',
  tShirtSizeName: '',
  participants: [],
  gResponse: '',
});

type BodyProps = RegistrationBodyProps<keyof typeof LOADERS> & Omit<CompanyFormProps, keyof FormPageProps>;

function CompanyFormBody({ edit, lists, tiers, states, dates }: BodyProps) {
  const logos = useLogoUploads(edit ? 'edit' : 'create', edit);
  const registration = useRegistrationForm<CompanyFormValues, CompanyOutput>({
    definition: DEFINITION,
    edit,
    blank,
    afterCreate: logos.afterCreate,
    // The logos are chosen outside the form's values: a kept draft has none, and its note says so.
    files: [],
  });
  const { mode, form, submit } = registration;
  const eventChoice = useWatch({ control: form.control, name: 'eventChoice' });
  const later = useLazyPart(LATER_SECTIONS);

  // A logo of the wrong type keeps the form here; an edit uploads a replaced logo before the update, and
  // stops if that fails (SPEC §8 'Logo hasn't been updated. Please try again!').
  const onValid = async (values: CompanyOutput) => {
    if (logos.hasTypeErrors()) return submit.onInvalid();
    if (mode === 'edit' && !(await logos.beforeUpdate())) {
      focusFirstInvalid(submit.formRef.current);
      return;
    }
    await submit.send(values);
  };

  const section = (name: CompanySection, number: number) => {
    switch (name) {
      case 'organization':
        return (
          <OrganizationSection
            key={name}
            states={states}
            logos={logos}
            dates={dates}
            storedEventChoice={edit?.values['eventChoice']}
          />
        );
      case 'main-contact':
        return (
          <MainContactSection
            key={name}
            mode={mode}
            email={typeof edit?.values['email'] === 'string' ? edit.values['email'] : ''}
          />
        );
      case 'middle-school':
        return later ? <later.MiddleSchoolSection key={name} number={number} lunches={lists.lunches} /> : null;
      case 'high-school':
        return later ? <later.HighSchoolSection key={name} number={number} /> : null;
      case 'sponsorship':
        return (
          <SponsorshipSection
            key={name}
            number={number}
            tiers={tiers}
            tShirtSizes={lists.tShirtSizes}
            invoice={heldInvoice(edit?.values)}
          />
        );
      case 'participants':
        return later ? (
          <later.ParticipantsSection
            key={name}
            number={number}
            lunches={lists.lunches}
            tShirtSizes={lists.tShirtSizes}
          />
        ) : null;
    }
  };

  return (
    <RegistrationForm
      registration={registration}
      onValid={onValid}
      otherErrors={logos.hasTypeErrors()}
      ownerEmailShown
      submitLabel={mode === 'create' ? 'SUBMIT COMPANY REGISTRATION' : 'UPDATE COMPANY REGISTRATION'}
    >
      {companySections(eventChoice).map(({ section: name, number }) => section(name, number))}
    </RegistrationForm>
  );
}
