"""Secret masking: the one function behind the audit log, the Python log, the operator warnings and the LLM request.

It masks values, not topics: 「パスワードはどこで変更できますか？」 stays readable, while
「VPNのパスワードを P@ssw0rd! に変えた」 loses the password. E-mail addresses and internal IPs are
kept unless `MaskingOptions` says otherwise (operators need them to work an incident).
"""

from __future__ import annotations

import ipaddress
import logging
import re
from dataclasses import dataclass
from typing import Callable

MASK = "[MASKED]"


@dataclass(frozen=True)
class MaskingOptions:
    """What is masked besides secrets: e-mail addresses and internal (private) IP addresses."""

    emails: bool = False
    internal_ips: bool = False


# --- Secrets recognised by their own shape -------------------------------------------------------

_TOKEN_PATTERNS: list[tuple[re.Pattern, str]] = [
    # PEM blocks (private keys, certificates); an unterminated one is masked to the end of the text.
    (re.compile(r"-----BEGIN [A-Z0-9 ]+-----.*?(?:-----END [A-Z0-9 ]+-----|\Z)", re.S), "[MASKED_PEM]"),
    (re.compile(r"\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*"), "[MASKED_JWT]"),
    # A bearer / basic credential has a digit or a symbol ("Bearer authentication" is a topic).
    (re.compile(r"(?i)\b(bearer|authorization:\s*basic)\s+(?=[A-Za-z0-9._~+/=-]*[0-9._~+/=-])[A-Za-z0-9._~+/=-]{8,}"),
     r"\1 [MASKED]"),
    (re.compile(r"\b(?:AKIA|ASIA|AIDA|AROA|AGPA|ANPA|ANVA|AIPA|ABIA|ACCA)[A-Z0-9]{16}\b"), "[MASKED_AWS_KEY]"),
    (re.compile(r"\bgithub_pat_[A-Za-z0-9_]{22,}|\bgh[pousr]_[A-Za-z0-9]{30,}"), "[MASKED_TOKEN]"),
    (re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}|\bxapp-[A-Za-z0-9-]{10,}"), "[MASKED_TOKEN]"),
    (re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/]+"), "[MASKED_TOKEN]"),
    (re.compile(r"\bsk-[A-Za-z0-9_-]{16,}"), "[MASKED_API_KEY]"),
]

# An AWS secret access key: 40 characters of base64 alphabet holding upper, lower case and digits
# (a SHA-1 in hex has a single case, so it is not mistaken for one).
_AWS_SECRET = re.compile(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")

# 13-19 digits, grouped by single spaces or dashes in any way; confirmed by brand prefix and Luhn.
_CARD = re.compile(r"(?<![\d.\-])(?<!\d[ -])\d(?:[ -]?\d){12,18}(?![\d.\-]|[ -]\d)")
_CARD_PREFIX = re.compile(r"4|5[1-5]|2[2-7]|3[47]|35|3[068]|6(?:011|5|4[4-9]|2)")

# --- Secrets recognised by a label ---------------------------------------------------------------

_SECRET_WORD = (r"(?:(?<![A-Za-z])(?:passwords?|passwd|pwd|pw|passphrase|passcode|secret|secret[ _-]?key|"
                r"api[ _-]?key|access[ _-]?key|token)(?![A-Za-z])"
                r"|パスワード|パスフレーズ|暗証番号|シークレット(?:キー)?|トークン|APIキー|アクセスキー)")
# An identifier holding a secret word, as in `DB_PASSWORD=` or `pw=`.
_SECRET_IDENT = (r"(?:(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]*(?:pass(?:word|wd|phrase)?|pwd|pw|secret|token|api[_-]?key|"
                 r"access[_-]?key)(?:[_.-][A-Za-z0-9_.-]*)?)")
_VALUE = r"(?:「[^」\n]+」|『[^』\n]+』|\"[^\"\n]+\"|'[^'\n]+'|`[^`\n]+`|[\x21-\x7e]+)"
# `password=X` (any value that is not a placeholder).
_ASSIGNMENT = re.compile(rf"(?i)((?:{_SECRET_IDENT}|{_SECRET_WORD})\s*[=＝]\s*)({_VALUE})")
# `password: X`, `password is X`, 「パスワードを X に」, `password X`: only a value that looks like a secret.
_SEPARATOR = r"(?:\s*(?:[:：]|は|を|が|も|って)\s*|\s+(?:(?:is|was|are)\s+(?:now\s+|still\s+)?|to\s+|of\s+)|\s+)"
_LABELLED = re.compile(rf"(?i)({_SECRET_WORD}{_SEPARATOR})({_VALUE})")
# 「パスワードを変更したら X でログインできない」: a short Japanese verb phrase, then the value and a particle.
_VERB_PHRASE = re.compile(
    rf"(?i)({_SECRET_WORD}(?:を|は|が)[^\x00-\x7f。．\n]{{1,12}}?\s*)({_VALUE})(?=\s*(?:に|で|へ|と|です|だ|から|を|が|って))")

_PLACEHOLDER = re.compile(r"(?i)true|false|yes|no|none|null|nil|on|off|n/?a|empty|\$\S*|%\w+%|<[^>]*>|\$\{[^}]*}|"
                          r"\*+|x+|=\S*|\[MASKED\w*]\S*")
# Shapes that follow a secret word without being a secret: paths, URLs, flags, hashes, ids, versions.
_NOT_SECRET = re.compile(r"(?i).*://.*|.*\]\(.*|[/\\~.].*|[a-z]:\\.*|-.*|0x[0-9a-f]+|cve-\d{4}-\d+|kb\d+|"
                         r"t\d{4}(?:\.\d{3})?|v?\d+(?:\.\d+)+")
_HEX = re.compile(r"[0-9a-f]{8,}|[0-9A-F]{8,}")


def looks_like_secret(value: str) -> bool:
    """A password-like value: 6+ ASCII characters with a digit, mixing classes; not a path, URL, id or hash.

    A digit plus two of lower case, upper case and symbols, or letters and digits from 8 characters
    on; so `P@ssw0rd!` and `Winter2024!` are secrets, `SHA256`, `Spraying|` and `/etc/shadow` are not.
    """
    if len(value) < 6 or not value.isascii() or _PLACEHOLDER.fullmatch(value) or _NOT_SECRET.fullmatch(value):
        return False
    if _HEX.fullmatch(value):
        return False
    lower, upper = any(c.islower() for c in value), any(c.isupper() for c in value)
    digit, symbol = any(c.isdigit() for c in value), any(not c.isalnum() for c in value)
    classes = lower + upper + digit + symbol
    return digit and (classes >= 3 or (classes == 2 and (lower or upper) and len(value) >= 8))


_QUOTES = {"「": "」", "『": "』", '"': '"', "'": "'", "`": "`"}


def _unquoted(value: str) -> str:
    """The value inside its quotes, or the value itself when it is not quoted."""
    quoted = len(value) >= 2 and _QUOTES.get(value[0]) == value[-1]
    return value[1:-1] if quoted else value


def _mask_value(prefix: str, value: str) -> str:
    """Keep a quoted value's quotes, so the sentence still reads: 「[MASKED]」."""
    return f"{prefix}{value[0]}{MASK}{value[-1]}" if value != _unquoted(value) else f"{prefix}{MASK}"


def _assigned(match: re.Match) -> str:
    prefix, value = match.group(1), match.group(2)
    return match.group(0) if _PLACEHOLDER.fullmatch(_unquoted(value)) else _mask_value(prefix, value)


def _labelled(match: re.Match) -> str:
    prefix, value = match.group(1), match.group(2)
    return _mask_value(prefix, value) if looks_like_secret(_unquoted(value)) else match.group(0)


def luhn_valid(digits: str) -> bool:
    """The Luhn checksum every payment card number satisfies."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def _card(match: re.Match) -> str:
    text = match.group(0)
    digits = re.sub(r"\D", "", text)
    separators = set(re.sub(r"\d", "", text))
    if len(separators) <= 1 and _CARD_PREFIX.match(digits) and luhn_valid(digits):
        return "[MASKED_CARD]"
    return text


_EMAIL = re.compile(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
_IPV4 = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
# RFC 1918, loopback, link-local and carrier-grade NAT: addresses of the organisation's own hosts.
_INTERNAL_NETWORKS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                                                          "127.0.0.0/8", "169.254.0.0/16", "100.64.0.0/10")]


def _internal_ip(match: re.Match) -> str:
    try:
        address = ipaddress.ip_address(match.group(0))
    except ValueError:
        return match.group(0)
    return "[MASKED_IP]" if any(address in network for network in _INTERNAL_NETWORKS) else match.group(0)


def _aws_secret(match: re.Match) -> str:
    value = match.group(0)
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value) and any(c.isdigit() for c in value)
    return "[MASKED_AWS_SECRET]" if mixed else value


_RULES: list[tuple[re.Pattern, str | Callable[[re.Match], str]]] = [
    *_TOKEN_PATTERNS,
    (_AWS_SECRET, _aws_secret),
    (_ASSIGNMENT, _assigned),
    (_LABELLED, _labelled),
    (_VERB_PHRASE, _labelled),
    (_CARD, _card),
]


def mask_secrets(text: str, options: MaskingOptions = MaskingOptions()) -> str:
    """Replace passwords, keys, tokens, PEM blocks and card numbers (and, if configured, e-mails and
    internal IPs) with `[MASKED…]` markers."""
    for pattern, replacement in _RULES:
        text = pattern.sub(replacement, text)
    if options.emails:
        text = _EMAIL.sub("[MASKED_EMAIL]", text)
    if options.internal_ips:
        text = _IPV4.sub(_internal_ip, text)
    return text


def contains_secret(text: str, options: MaskingOptions = MaskingOptions()) -> bool:
    """Was anything masked? The operator is warned exactly when this is true."""
    return mask_secrets(text, options) != text


# --- Python logging ------------------------------------------------------------------------------

def install_log_masking(options: MaskingOptions = MaskingOptions()) -> None:
    """Mask every log record of the process when it is created, so each handler (including ones
    added later, and tracebacks) only ever sees masked text. Calling it again updates the options."""
    factory = logging.getLogRecordFactory()
    if isinstance(factory, _MaskingRecordFactory):
        factory.options = options
        return
    logging.setLogRecordFactory(_MaskingRecordFactory(factory, options))


class _MaskingRecordFactory:
    """Wraps the previous record factory; masks the formatted message and any exception text."""

    def __init__(self, inner: Callable[..., logging.LogRecord], options: MaskingOptions):
        self.inner = inner
        self.options = options

    def __call__(self, *args, **kwargs) -> logging.LogRecord:
        record = self.inner(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:  # a malformed call: logging reports it when the record is emitted
            return record
        masked = mask_secrets(message, self.options)
        if masked != message:
            record.msg, record.args = masked, None
        if record.exc_info and record.exc_info[0] is not None:
            record.exc_text = mask_secrets(logging.Formatter().formatException(record.exc_info), self.options)
        return record
