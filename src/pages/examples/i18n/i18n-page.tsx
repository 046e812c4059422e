import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function I18nPage() {
  return (
    <ExamplePage titleKey="exampleI18n" intro="">
      {null}
    </ExamplePage>
  )
}
