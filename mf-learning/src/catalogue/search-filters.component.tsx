import type { FacetOption, Facets } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';
import type { CourseType, Price, SearchState } from './search-state';

interface GroupProps {
  legend: string;
  name: string;
  options: FacetOption[];
  value: string | undefined;
  /** The label of "no filter" (every option). */
  anyLabel?: string;
  labelOf?: (option: FacetOption) => string;
  onChange: (value: string | undefined) => void;
}

/** One filter: radio buttons, each with the count of courses it would show. */
function FacetGroup({ legend, name, options, value, anyLabel, labelOf, onChange }: GroupProps) {
  return (
    <fieldset className="ml-facet">
      <legend>{legend}</legend>
      {anyLabel && (
        <label className="ml-facet__option">
          <input type="radio" name={name} checked={!value} onChange={() => onChange(undefined)} />
          <span className="ml-facet__label">{anyLabel}</span>
        </label>
      )}
      {options.map((option) => (
        <label key={option.value} className="ml-facet__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className="ml-facet__label" dir="auto">
            {labelOf ? labelOf(option) : option.name}
          </span>
          <span className="ml-facet__count">{option.count}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface Props {
  state: SearchState;
  facets: Facets;
  onChange: (change: Partial<Omit<SearchState, 'page'>>) => void;
}

/** The search page's filters: type, educational system, grade level, pathway, free or paid. */
export function SearchFilters({ state, facets, onChange }: Props) {
  const { t } = useTranslation('mf-learning');
  const any = t('catalogue.search.any');
  return (
    <div className="ml-facets">
      <FacetGroup
        legend={t('catalogue.search.type')}
        name="type"
        options={facets.type}
        value={state.type === 'all' ? undefined : state.type}
        anyLabel={any}
        labelOf={(o) => t(`types.${o.value}`, { defaultValue: o.name })}
        onChange={(type) => onChange({ type: (type ?? 'all') as CourseType })}
      />
      <FacetGroup
        legend={t('catalogue.search.price')}
        name="price"
        options={facets.price}
        value={state.price}
        anyLabel={any}
        labelOf={(o) => t(`catalogue.search.${o.value as Price}`)}
        onChange={(price) => onChange({ price: price as Price | undefined })}
      />
      <FacetGroup
        legend={t('catalogue.search.educationalSystem')}
        name="educationalSystem"
        options={facets.educationalSystem}
        value={state.educationalSystem}
        anyLabel={any}
        onChange={(educationalSystem) => onChange({ educationalSystem })}
      />
      <FacetGroup
        legend={t('catalogue.search.gradeLevel')}
        name="gradeLevel"
        options={facets.gradeLevel}
        value={state.gradeLevel}
        anyLabel={any}
        onChange={(gradeLevel) => onChange({ gradeLevel })}
      />
      <FacetGroup
        legend={t('catalogue.search.pathway')}
        name="pathway"
        options={facets.pathway}
        value={state.pathway}
        anyLabel={any}
        onChange={(pathway) => onChange({ pathway })}
      />
    </div>
  );
}
