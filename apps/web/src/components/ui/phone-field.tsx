import { useId, useMemo } from "react";
import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/min";
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
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
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
