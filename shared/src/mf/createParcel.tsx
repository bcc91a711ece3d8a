import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ThemeRoot } from '../theme';
import type { HostProps } from './types';

/**
 * Turns a remote's root component into a single-spa parcel. The parcel renders under the host's
 * location and navigator, so its links and useNavigate drive the shell's history; it brings its
 * own theme and i18n providers because no host context crosses into a parcel.
 */
export function createParcel<P extends object = object>(Root: React.ComponentType<HostProps & P>) {
  function ParcelRoot(props: HostProps & P) {
    return (
      <ThemeRoot>
        <Router location={props.location} navigator={props.navigator} basename={props.basename}>
          <Root {...props} />
        </Router>
      </ThemeRoot>
    );
  }
  return singleSpaReact<HostProps & P>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: ParcelRoot,
    errorBoundary: (error) => (
      <div role="alert" style={{ padding: 16 }}>
        {error.message}
      </div>
    ),
  });
}
