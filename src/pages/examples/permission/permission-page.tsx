import { ExamplePage } from '../example-page'

/** Placeholder: the example is being built. */
export default function PermissionPage() {
  return (
    <ExamplePage titleKey="examplePermission" intro="">
      {null}
    </ExamplePage>
  )
}
