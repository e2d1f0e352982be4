import { DIFFICULTY_CHOICES, type BankFilter } from "../bank-filter";

interface BankFiltersProps {
  filter: BankFilter;
  onChange: (filter: BankFilter) => void;
}

/** Difficulty as a segmented radio group and 'Only questions I got wrong' as a checkbox. */
export function BankFilters({ filter, onChange }: BankFiltersProps) {
  return (
    <div className="bank-filters card" role="group" aria-label="Filter questions">
      <fieldset className="bank-filters__difficulty">
        <legend className="bank-filters__legend">Difficulty</legend>
        <div className="segmented">
          {DIFFICULTY_CHOICES.map((choice) => (
            <label key={choice.label} className="segmented__option">
              <input
                type="radio"
                className="segmented__input"
                name="bank-difficulty"
                value={choice.value ?? "all"}
                checked={filter.difficulty === choice.value}
                onChange={() => onChange({ ...filter, difficulty: choice.value })}
              />
              <span className="segmented__label">{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="bank-filters__wrong">
        <input
          type="checkbox"
          className="bank-filters__checkbox"
          checked={filter.onlyWrong}
          onChange={(e) => onChange({ ...filter, onlyWrong: e.target.checked })}
        />
        Only questions I got wrong
      </label>
    </div>
  );
}
