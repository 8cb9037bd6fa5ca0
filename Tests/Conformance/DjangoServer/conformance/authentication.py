"""Authentication without a user database: each scheme accepts any credential and hands it to
the view, which echoes it; drf-spectacular learns each scheme from an extension."""
import base64

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions


class Caller:
    is_authenticated = True

    def __init__(self, scheme, credential):
        self.scheme = scheme
        self.credential = credential


class BearerAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header.startswith("Bearer "):
            return None
        return Caller("bearer", header[len("Bearer "):]), None

    def authenticate_header(self, request):
        return "Bearer"


class BasicAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header.startswith("Basic "):
            return None
        try:
            decoded = base64.b64decode(header[len("Basic "):], validate=True).decode("utf-8")
        except ValueError:
            raise exceptions.AuthenticationFailed("malformed basic credentials")
        return Caller("basic", decoded), None

    def authenticate_header(self, request):
        return 'Basic realm="api"'


class KeyAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        key = request.META.get("HTTP_X_API_KEY")
        return (Caller("key", key), None) if key is not None else None


class BearerScheme(OpenApiAuthenticationExtension):
    target_class = "conformance.authentication.BearerAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer"}


class BasicScheme(OpenApiAuthenticationExtension):
    target_class = "conformance.authentication.BasicAuthentication"
    name = "basicAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "basic"}


class KeyScheme(OpenApiAuthenticationExtension):
    target_class = "conformance.authentication.KeyAuthentication"
    name = "apiKeyAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "apiKey", "in": "header", "name": "X-API-Key"}
