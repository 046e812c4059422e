import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function ExcelPage() {
  return (
    <ExamplePage titleKey="exampleExcel" intro="">
      {null}
    </ExamplePage>
  )
}
