import { useId, useMemo } from "react";
import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";
// The same metadata the /min functions use (one copy in the bundle): a calling code's countries, main one first.
import metadata from "libphonenumber-js/min/metadata";
import "./field.css";

export interface PhoneValue {
  country: CountryCode;
  national: string;
}

/** The number as sent to the server: + country code + digits, or empty when none was typed. */
export function phoneToInternational(value: PhoneValue): string {
  const digits = value.national.replace(/[^\d]/g, "");
  return digits ? `+${getCountryCallingCode(value.country)}${digits}` : "";
}

/**
 * A stored number (+ and digits) back in the field: its country and national digits. Countries
 * sharing a calling code cannot be told apart with the small metadata, so the code's main country
 * is shown where the number fits it (+44 7911… is United Kingdom, not Guernsey); either gives back
 * the same number.
 */
export function phoneFromInternational(stored: string, fallback: CountryCode): PhoneValue {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  if (!parsed) return { country: fallback, national: stored.replace(/^\+/, "") };
  const national = parsed.nationalNumber;
  const main = mainCountryOf(parsed.countryCallingCode);
  const country = main && isValidPhoneNumber(national, main) ? main : (parsed.country ?? main ?? fallback);
  return { country, national };
}

const mainCountryOf = (callingCode: string): CountryCode | undefined =>
  metadata.country_calling_codes[callingCode]?.[0];

interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

export function PhoneField({ label, value, onChange, onBlur, error }: PhoneFieldProps) {
  const id = useId();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, []);
  return (
    <div className={["field", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
      <span className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </span>
      <div className="field__control">
        {/* The list names every country; the closed box shows only its short form (IN +91), so the
            number keeps the room it needs on a phone or in a half-width column. */}
        <span className="field__country">
          <span className="field__country-code" aria-hidden="true">
            {value.country} +{getCountryCallingCode(value.country)}
          </span>
          <select
            className="field__select"
            aria-label="Country code"
            value={value.country}
            onChange={(e) => onChange({ ...value, country: e.target.value as CountryCode })}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} +{c.dial}
              </option>
            ))}
          </select>
        </span>
        <input
          id={id}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.national}
          onChange={(e) => onChange({ ...value, national: e.target.value })}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
