import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function PdfPage() {
  return (
    <ExamplePage titleKey="examplePdf" intro="">
      {null}
    </ExamplePage>
  )
}
