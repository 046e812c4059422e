// antd writes its styles into <style> elements at run time (CSS-in-JS): thousands of rules that
// jsdom parses, then walks again on every getComputedStyle call, which Testing Library makes for
// every role query and user-event for every pointer action (about 75 ms a call, three quarters of
// a page test's time). jsdom does no layout, so the only rules a test can observe are the ones that
// hide things: those are kept in one small sheet below, and antd's own sheets are marked with a
// type jsdom does not parse. Files of a project that shares its jsdom run this once.
const marker = 'data-antd-styles-off'
if (!document.head.querySelector(`[${marker}]`)) turnAntdStylesOff()

function turnAntdStylesOff(): void {
  const createElement = document.createElement.bind(document)
  document.createElement = (tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options)
    if (tagName.toLowerCase() === 'style') element.setAttribute('type', 'text/x-antd-in-tests')
    return element
  }

  const hiding = createElement('style')
  hiding.setAttribute(marker, '')
  hiding.textContent = '[class*="-hidden"] { display: none; }'
  document.head.append(hiding)
}
