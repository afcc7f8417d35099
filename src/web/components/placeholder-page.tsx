/** A page whose content a later issue builds: only its heading for now. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
    </div>
  );
}
