import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function ErrorPagesPage() {
  return (
    <ExamplePage titleKey="exampleErrorPages" intro="">
      {null}
    </ExamplePage>
  )
}
