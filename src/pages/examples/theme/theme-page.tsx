import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function ThemePage() {
  return (
    <ExamplePage titleKey="exampleTheme" intro="">
      {null}
    </ExamplePage>
  )
}
