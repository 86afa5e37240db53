import { EVENT_CHOICES, includesRepresentativeTShirts, isSponsoring, type CompanyFormValues } from '@stem/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import type { TierCard } from '../../lib/company/company-content.ts';
import { tierPrice } from '../../lib/company/tier-price.ts';
import { YesNoField } from '../form/choice-group-field.tsx';
import { FieldError, FieldHint, RequiredMark } from '../form/field-messages.tsx';
import { FormSection } from '../form/form-section.tsx';
import { SelectField } from '../form/select-field.tsx';
import { useFieldIds } from '../form/use-field-ids.ts';
import { errorAt } from '../registration/field-path.ts';

/** The invoice an edited registration holds (GET /api/registrations: `invoice`). */
export interface HeldInvoice {
  number: string;
  tierName: string;
  amount: number;
  cancelled: boolean;
}

/** The held invoice of a loaded registration, when it has a standing one. */
export function heldInvoice(values: Record<string, unknown> | undefined): HeldInvoice | undefined {
  const invoice = values?.['invoice'] as Partial<HeldInvoice> | undefined;
  if (!invoice || typeof invoice.number !== 'string' || invoice.cancelled) return undefined;
  return {
    number: invoice.number,
    tierName: String(invoice.tierName ?? ''),
    amount: Number(invoice.amount ?? 0),
    cancelled: false,
  };
}

interface SponsorshipSectionProps {
  number: number;
  tiers: readonly TierCard[];
  tShirtSizes: readonly Choice[];
  /** Edit mode: the invoice the registration holds, so the form says what a change does to it. */
  invoice: HeldInvoice | undefined;
}

/**
 * STEM Career Day Sponsorship (SPEC §2, §3, §9): whether the organization sponsors (not asked for
 * sponsorship only), the tier as cards with price, students supported and the CMS benefits, and the main
 * contact's T-shirt size for Wingfoot. The invoice goes to the main contact.
 */
export function SponsorshipSection({ number, tiers, tShirtSizes, invoice }: SponsorshipSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  const [eventChoice, isSponsor, sponsorshipType] = useWatch({
    control,
    name: ['eventChoice', 'isSponsor', 'sponsorshipType'],
  });
  const sponsorshipOnly = eventChoice === EVENT_CHOICES.sponsorshipOnly;
  const sponsoring = isSponsoring({ eventChoice, isSponsor });
  return (
    <FormSection number={number} title="STEM Career Day Sponsorship">
      <p className="section-intro">
        Sponsorship pays for students to take part in the STEM Career Day. The invoice is sent to the main contact by
        email.
      </p>
      {sponsorshipOnly ? null : (
        <YesNoField
          legend="Will your organization sponsor the STEM Career Day?"
          registration={register('isSponsor')}
          error={errorAt(errors, 'isSponsor')}
        />
      )}
      {sponsoring ? <TierChoice tiers={tiers} error={errorAt(errors, 'sponsorshipType')} invoice={invoice} /> : null}
      {includesRepresentativeTShirts({ eventChoice, isSponsor, sponsorshipType }) ? (
        <SelectField
          {...register('tShirtSizeId')}
          label="Main Contact T-Shirt Size"
          hint="Wingfoot sponsors receive T-shirts for their representatives"
          options={tShirtSizes}
          required
          error={errorAt(errors, 'tShirtSizeId')}
        />
      ) : null}
    </FormSection>
  );
}

/** The tiers as radio cards: name and price label each radio, the students and benefits describe it. */
function TierChoice({
  tiers,
  error,
  invoice,
}: {
  tiers: readonly TierCard[];
  error: string | undefined;
  invoice: HeldInvoice | undefined;
}) {
  const { register } = useFormContext<CompanyFormValues>();
  const hint = invoice
    ? `Your invoice ${invoice.number} is for ${invoice.tierName} (${tierPrice(invoice.amount)}). Choosing another level sends a new invoice that replaces it.`
    : undefined;
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <fieldset className={error ? 'choice-group field--invalid' : 'choice-group'}>
      <legend>
        Sponsorship Level
        <RequiredMark required />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className="tier-cards">
        {tiers.map((tier) => {
          const detailsId = `${id}-tier-${tier.code}`;
          return (
            <div key={tier.code} className="tier-card">
              <label className="tier-card__choice">
                <input
                  {...register('sponsorshipType')}
                  type="radio"
                  value={tier.code}
                  required
                  aria-invalid={Boolean(error)}
                  aria-describedby={[detailsId, describedBy].filter(Boolean).join(' ')}
                />
                <span className="tier-card__name">{tier.name}</span>{' '}
                <span className="tier-card__price">{tierPrice(tier.price)}</span>
              </label>
              <div id={detailsId} className="tier-card__details">
                <p className="tier-card__students">Supports {tier.studentsSupported} students</p>
                {/* Rendered from the CMS's Markdown at build time with raw HTML off (company-content.ts): the
                    same trust as a content page's own Markdown. */}
                <div className="prose" dangerouslySetInnerHTML={{ __html: tier.benefitsHtml }} />
              </div>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
