import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { depositInput } from "../../../shared/schemas/deposits";
import { PaymentAndAmountFields } from "../../components/investor/payment-method-field";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Page } from "../../components/ui/page";
import { VerificationGate } from "../../components/verification/verification-gate";
import { useDict } from "../../i18n";
import enInvestor from "../../i18n/en/investor";

/** Spec section 9: 'Continue to Payment' waits 1 second before the payment page. */
const CONTINUE_DELAY_MS = 1_000;

export function Component() {
  const t = useDict("investor", enInvestor).deposits;
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
      <VerificationGate level={1} showLimit />
      <Card onSubmit={onSubmit} noValidate as="form" className="space-y-5">
        <PaymentAndAmountFields register={register} errors={errors} disabled={continuing} />
        <Button type="submit" pending={continuing} className="w-full">
          {t.continue}
        </Button>
      </Card>
    </Page>
  );
}
