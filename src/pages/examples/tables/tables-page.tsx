import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function TablesPage() {
  return (
    <ExamplePage titleKey="exampleTables" intro="">
      {null}
    </ExamplePage>
  )
}
