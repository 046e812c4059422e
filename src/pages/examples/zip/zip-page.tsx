import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function ZipPage() {
  return (
    <ExamplePage titleKey="exampleZip" intro="">
      {null}
    </ExamplePage>
  )
}
