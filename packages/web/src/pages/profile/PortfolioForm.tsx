import { useState, type FormEvent } from 'react';
import {
  experienceLevels,
  portfolioLimits,
  portfolioServices,
  pricingRanges,
  pricingRangeText,
  specializations,
  type Portfolio,
} from '@tasbir/shared';
import { SelectField, TextAreaField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText, refusalText, trpc } from '../../trpc.js';
import { experienceText, serviceLabel, specializationLabel } from '../../portfolioText.js';
import { ChoiceChecklist } from './ChoiceChecklist.js';
import { portfolioFormFrom, portfolioProblem, portfolioSaveInput, type PortfolioFormState } from './portfolioForm.js';

type Props = {
  /** The photographer's saved portfolio (`portfolio.mine`): the form starts from it. */
  portfolio: Portfolio;
};

/**
 * The portfolio details (docs/product.md#portfolios): specializations, experience, pricing range,
 * description, services and equipment. A save replaces the whole portfolio, so the directory's
 * cards and portfolio dialogs are refreshed after it.
 */
export function PortfolioForm({ portfolio }: Props) {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const save = trpc.portfolio.save.useMutation();
  const [form, setForm] = useState<PortfolioFormState>(() => portfolioFormFrom(portfolio));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const change =
    <K extends keyof PortfolioFormState>(key: K) =>
    (value: PortfolioFormState[K]) => {
      setForm((previous) => ({ ...previous, [key]: value }));
      setSaved(false);
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const input = portfolioSaveInput(form);
    const problem = portfolioProblem(input);
    if (problem) return setError(refusalText(problem, format.language));
    setError(null);
    save.mutate(input, {
      onSuccess: (answer) => {
        utils.portfolio.mine.setData(undefined, answer);
        void utils.portfolio.byPhotographer.invalidate({ photographer_id: answer.photographer_id });
        void utils.photographers.invalidate();
        setForm(portfolioFormFrom(answer));
        setSaved(true);
      },
      onError: (cause) =>
        setError(fill(t.portfolioSaveError, { detail: errorText(cause, format.language, 'unknownError') })),
    });
  };

  const notChosen = { value: '', label: t.notSpecified } as const;
  return (
    <form className="portfolio-form" onSubmit={onSubmit} noValidate>
      <ChoiceChecklist
        legend={t.portfolioSpecializations}
        options={specializations.map((value) => ({ value, label: specializationLabel(t, value) }))}
        chosen={form.specializations}
        onChange={change('specializations')}
      />
      <div className="profile-form__pair">
        <SelectField
          id="portfolio-experience"
          label={t.experienceLabel}
          value={form.experience_years}
          options={[
            notChosen,
            ...experienceLevels.map((value) => ({ value, label: experienceText(t, value, format.language) })),
          ]}
          onChange={change('experience_years')}
        />
        <SelectField
          id="portfolio-pricing"
          label={t.portfolioPricingRange}
          value={form.pricing_range}
          options={[
            notChosen,
            ...pricingRanges.map((value) => ({ value, label: pricingRangeText(value, format.language) })),
          ]}
          onChange={change('pricing_range')}
        />
      </div>
      <TextAreaField
        id="portfolio-description"
        label={t.portfolioDescriptionLabel}
        value={form.portfolio_description}
        onChange={change('portfolio_description')}
        maxLength={portfolioLimits.descriptionMax}
        hint={format.fill(t.charactersUpTo, { max: portfolioLimits.descriptionMax })}
        rows={5}
      />
      <ChoiceChecklist
        legend={t.portfolioServices}
        options={portfolioServices.map((value) => ({ value, label: serviceLabel(t, value) }))}
        chosen={form.services}
        onChange={change('services')}
      />
      <Field
        id="portfolio-equipment"
        label={t.portfolioEquipment}
        value={form.equipment}
        onChange={change('equipment')}
        hint={t.portfolioEquipmentHint}
      />
      <FormError message={error} />
      <FormSuccess message={saved ? t.portfolioSaved : null} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t.saving : t.savePortfolio}
      </button>
    </form>
  );
}
