import { ContactBlock } from "../../components/landing/contact-section";

/** /contact: the contact block with the form loaded at once. */
export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <ContactBlock eager headingLevel={1} />
    </div>
  );
}
