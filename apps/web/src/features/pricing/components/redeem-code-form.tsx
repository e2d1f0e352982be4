import { useQueryClient } from "@tanstack/react-query";
import { redeemCodeRequestSchema } from "@sat/core";
import { useState, type FormEvent, type Ref } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../stores/session-store";
import { useRedeemCode } from "../api/redeem-code";
import { activatePro } from "../checkout/activate-pro";

/** The message shown under the field for a failed redemption, or null when there is nothing to say. */
export function redeemErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return "Something went wrong. Please try again.";
  // The API client has already ended the session and shows 'Un Authorised'.
  if (error.status === 401) return null;
  // 400 names the field; 404, 409, 410 and 429 explain themselves in the server's message.
  return error.fieldErrors().code ?? error.message;
}

/** 'Have a PRO code?': checked with the shared schema before it is sent, errors under the field. */
export function RedeemCodeForm({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemCode();
  const queryClient = useQueryClient();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (redeem.isPending) return;
    const parsed = redeemCodeRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter your code");
      return;
    }
    setError(null);
    const sentWith = useSession.getState().token;
    redeem.mutate(parsed.data, {
      onSuccess: (result) => {
        if (activatePro(queryClient, result, sentWith)) setCode("");
      },
      onError: (failure) => setError(redeemErrorMessage(failure)),
    });
  };

  return (
    <form className="redeem-form" onSubmit={submit} noValidate aria-label="Redeem a PRO code">
      <TextField
        ref={inputRef}
        className="redeem-form__field"
        label="PRO code"
        name="code"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (error) setError(null);
        }}
        error={error ?? undefined}
        hint="Three groups of four letters or digits, like ABCD-EFGH-JKLM."
        placeholder="ABCD-EFGH-JKLM"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <Button type="submit" busy={redeem.isPending} className="redeem-form__submit">
        Redeem
      </Button>
    </form>
  );
}
