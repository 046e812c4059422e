import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function ChartsPage() {
  return (
    <ExamplePage titleKey="exampleCharts" intro="">
      {null}
    </ExamplePage>
  )
}
