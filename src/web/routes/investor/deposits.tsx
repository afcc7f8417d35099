import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { depositInput } from "../../../shared/schemas/deposits";
import { errorMessage } from "../../api/client";
import { usePaymentMethods } from "../../api/payment-methods";
import { PaymentMethodField } from "../../components/investor/payment-method-field";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { Page } from "../../components/ui/page";
import { useDict } from "../../i18n";
import enInvestor from "../../i18n/en/investor";

/** Spec section 9: 'Continue to Payment' waits 1 second before the payment page. */
const CONTINUE_DELAY_MS = 1_000;

export function Component() {
  const methods = usePaymentMethods();
  const all = useDict("investor", enInvestor);
  const t = all.deposits;
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(depositInput),
    defaultValues: { paymentMethodId: "", amount: "" },
  });

  const onSubmit = handleSubmit(async () => {
    setContinuing(true);
    await new Promise((resolve) => setTimeout(resolve, CONTINUE_DELAY_MS));
    // The choice travels in the URL, so reloading the payment page keeps it.
    const params = new URLSearchParams({
      method: String(getValues("paymentMethodId")),
      amount: String(getValues("amount")).trim(),
    });
    navigate(`/deposits/payment?${params}`);
  });

  return (
    <Page title={t.title} intro={t.intro} width="max-w-2xl">
      <Card onSubmit={onSubmit} noValidate as="form" className="space-y-5">
        <PaymentMethodField
          methods={methods.data}
          loading={methods.isPending}
          loadError={methods.isError ? errorMessage(methods.error) : null}
          error={errors.paymentMethodId?.message}
          disabled={continuing}
          registration={register("paymentMethodId")}
        />
        <TextField
          label={all.amountUsd}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          error={errors.amount?.message}
          disabled={continuing}
          {...register("amount")}
        />
        <Button type="submit" pending={continuing} className="w-full">
          {t.continue}
        </Button>
      </Card>
    </Page>
  );
}
