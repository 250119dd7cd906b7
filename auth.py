"""Sign-in for the Streamlit app (an app page module): who is asking, with which role and teams.

AUTH=none (default): no sign-in; whoever reaches the page is an admin of every team, and the page
says so when it listens beyond this machine. AUTH=password: local accounts from TEAMS_FILE with
bcrypt hashes, checked by streamlit-authenticator (re-authentication cookie included). AUTH=oidc:
Streamlit's built-in single sign-on (`st.login`, configured in .streamlit/secrets.toml `[auth]`),
the signed-in e-mail looked up among TEAMS_FILE users. Every attempt, refused ones too, is logged.

`python auth.py` prints the bcrypt hash of a password typed at the prompt, for TEAMS_FILE.
"""

from __future__ import annotations

import streamlit as st

from constants import LOCAL_ADDRESSES
from messages import MSG, UI_TEXT
from logger import log_sign_in
from settings import Settings
from teams import Caller, TeamsConfig, TeamsConfigError, local_caller

COOKIE_DEFAULTS = {"name": "runbook_assistant_auth", "expiry_days": 1.0}


def client_ip() -> str:
    """The browser's address as Streamlit sees it (None from Streamlit means a local connection),
    with the proxy's X-Forwarded-For when there is one."""
    ip, forwarded = st.context.ip_address, st.context.headers.get("X-Forwarded-For")
    ip = ip if isinstance(ip, str) and ip else "localhost"  # (AppTest has no connection: not a str)
    return f"{ip} (X-Forwarded-For: {forwarded})" if isinstance(forwarded, str) and forwarded else ip


def listen_address() -> str:
    """The address the server listens on; unset means every interface."""
    return st.get_option("server.address") or "0.0.0.0"


def open_without_sign_in(settings: Settings) -> str | None:
    """The plain warning for a page anyone on the network can use (sign-in off, non-local address)."""
    address = listen_address()
    if settings.auth == "none" and address not in LOCAL_ADDRESSES:
        return MSG["open_without_sign_in"].format(address=address)
    return None


def current_caller(settings: Settings, config: TeamsConfig) -> Caller | None:
    """The signed-in caller; otherwise draws the sign-in form (or SSO button) and returns None."""
    ip = client_ip()
    if settings.auth == "none":
        return local_caller(config, "local", ip)
    if not config.users:
        raise TeamsConfigError(MSG["auth_needs_teams"].format(mode=settings.auth))
    if settings.auth == "oidc":
        return _oidc_caller(settings, config, ip)
    return _password_caller(settings, config, ip)


def _authenticator(config: TeamsConfig):
    """streamlit-authenticator over the TEAMS_FILE users (a copy: it never writes the file back)."""
    import streamlit_authenticator as stauth

    cookie = {**COOKIE_DEFAULTS, **config.cookie}
    if not cookie.get("key"):
        raise TeamsConfigError(MSG["teams_file_invalid"].format(detail="cookie.key (a long random secret) is required"))
    return stauth.Authenticate(config.credentials(), cookie["name"], cookie["key"], float(cookie["expiry_days"]),
                               auto_hash=False)


def _password_caller(settings: Settings, config: TeamsConfig, ip: str) -> Caller | None:
    authenticator = _authenticator(config)
    authenticator.login(location="unrendered")  # restores a session from the re-authentication cookie
    state = st.session_state
    if not state.get("authentication_status"):
        fields = UI_TEXT["login_form"]
        box = st.empty()
        with box.form("sign_in"):
            st.subheader(fields["Form name"])
            username = st.text_input(fields["Username"], autocomplete="username")
            password = st.text_input(fields["Password"], type="password", autocomplete="current-password")
            submitted = st.form_submit_button(fields["Login"])
        if not submitted:
            st.info(MSG["login_required"])
            return None
        accepted = bool(username and password and authenticator.authentication_controller.login(username, password))
        log_sign_in(username.strip().lower(), accepted, logs_folder=settings.logs_folder, client_ip=ip)
        if not accepted:
            state["authentication_status"] = False
            st.error(MSG["login_failed"])
            return None
        box.empty()
        # No rerun here: the cookie component must reach the browser for the cookie to be stored.
        authenticator.cookie_controller.set_cookie()
    user = config.users.get(str(state.get("username") or ""))
    if user is None:  # removed from TEAMS_FILE since the cookie was issued
        authenticator.logout(location="unrendered")
        st.error(MSG["login_failed"])
        return None
    _signed_in_sidebar(user.name, Caller(user.username, user.role, user.teams, ip),
                       lambda: authenticator.logout(location="unrendered"))
    return Caller(user.username, user.role, user.teams, ip)


def _oidc_caller(settings: Settings, config: TeamsConfig, ip: str) -> Caller | None:
    if not st.user.get("is_logged_in"):  # (absent, not False, where Streamlit has no user info, e.g. AppTest)
        st.info(MSG["login_required"])
        st.button(UI_TEXT["sso_button"], on_click=st.login)
        return None
    email = str(st.user.get("email") or "")
    user = config.user_by_email(email)
    if not st.session_state.get("sso_logged"):
        st.session_state["sso_logged"] = True
        log_sign_in(email, user is not None, logs_folder=settings.logs_folder, client_ip=ip, method="oidc")
    if user is None:
        st.error(MSG["sso_not_registered"].format(email=email))
        st.button(UI_TEXT["logout_button"], on_click=st.logout)
        return None
    caller = Caller(user.username, user.role, user.teams, ip)
    _signed_in_sidebar(user.name, caller, st.logout)
    return caller


def _signed_in_sidebar(name: str, caller: Caller, logout) -> None:
    role = UI_TEXT["role_names"][caller.role]
    st.sidebar.markdown(UI_TEXT["signed_in_as"].format(name=name, role=role, teams=", ".join(caller.teams)))
    st.sidebar.button(UI_TEXT["logout_button"], on_click=logout, key="sign_out")


if __name__ == "__main__":
    import getpass

    import streamlit_authenticator as stauth

    print(stauth.Hasher.hash(getpass.getpass("password: ")))
