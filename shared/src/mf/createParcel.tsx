import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router-dom';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ThemeRoot } from '../theme';
import { RENDER_ERROR_EVENT } from './health';
import type { HostProps } from './types';

const ParcelHostContext = React.createContext<HostProps | null>(null);

/**
 * The host props this parcel was mounted with (null outside a parcel, as in a unit test): what a
 * parcel passes on when it embeds another remote's parcel, whose router needs the shell's
 * location, navigator and basename, not this parcel's basename-relative view of them.
 */
export function useParcelHost(): HostProps | null {
  return React.useContext(ParcelHostContext);
}

/**
 * createRoot whose first render is a transition: React then renders the parcel's tree in slices of
 * a few milliseconds instead of one long task, so a phone's page stays responsive while it
 * appears (issue 30: long tasks of 300-500 ms are Lighthouse's total blocking time). Later
 * renders (the host's new location) stay urgent.
 */
const slicedFirstRender = {
  createRoot(container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions): ReactDOMClient.Root {
    const root = ReactDOMClient.createRoot(container, options);
    let first = true;
    return {
      render(children) {
        if (!first) return root.render(children);
        first = false;
        React.startTransition(() => root.render(children));
      },
      unmount: () => root.unmount(),
    };
  },
};

/**
 * Turns a remote's root component into a single-spa parcel. The parcel renders under the host's
 * location and navigator, so its links and useNavigate drive the shell's history; it brings its
 * own theme and i18n providers because no host context crosses into a parcel.
 */
export function createParcel<P extends object = object>(Root: React.ComponentType<HostProps & P>) {
  function ParcelRoot(props: HostProps & P) {
    return (
      <ThemeRoot>
        <ParcelHostContext.Provider value={props}>
          <Router location={props.location} navigator={props.navigator} basename={props.basename}>
            <Root {...props} />
          </Router>
        </ParcelHostContext.Provider>
      </ThemeRoot>
    );
  }
  // A parcel whose first render throws rejects its mount, so the host falls back to the last good
  // build (RemoteSlot); one that throws later shows the error in place.
  const firstRenderErrors = new Map<string, Error>();
  const mounting = new Set<string>();
  class ParcelErrorBoundary extends React.Component<
    { name: string; children?: React.ReactNode },
    { error: Error | null }
  > {
    override state: { error: Error | null } = { error: null };
    static getDerivedStateFromError(error: Error) {
      return { error };
    }
    override componentDidCatch(error: Error) {
      if (mounting.has(this.props.name)) firstRenderErrors.set(this.props.name, error);
      // A later render error stays in place; the slot counts it for the health reports.
      else
        (this.props as { domElement?: HTMLElement }).domElement?.dispatchEvent(
          new Event(RENDER_ERROR_EVENT, { bubbles: true }),
        );
    }
    override render() {
      const { error } = this.state;
      return error ? (
        <div role="alert" style={{ padding: 16 }}>
          {error.message}
        </div>
      ) : (
        this.props.children
      );
    }
  }
  const lifecycles = singleSpaReact<HostProps & P>({
    React,
    ReactDOMClient: slicedFirstRender as unknown as typeof ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    errorBoundaryClass: ParcelErrorBoundary as unknown as React.ComponentClass<HostProps & P & AppProps>,
  });
  return {
    ...lifecycles,
    async mount(props: HostProps & P & AppProps) {
      mounting.add(props.name);
      try {
        await lifecycles.mount(props);
      } finally {
        mounting.delete(props.name);
      }
      const error = firstRenderErrors.get(props.name);
      if (!error) return;
      firstRenderErrors.delete(props.name);
      await lifecycles.unmount(props);
      throw error;
    },
  };
}
