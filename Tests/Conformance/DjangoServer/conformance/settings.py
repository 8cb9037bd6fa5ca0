"""Settings of the Django REST framework service of EndpointGen's conformance suite: no
database, no sessions, no admin; the API and its drf-spectacular schema (OpenAPI 3.0.3)."""
SECRET_KEY = "conformance-only"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
ROOT_URLCONF = "conformance.urls"
INSTALLED_APPS = ["rest_framework", "drf_spectacular"]
DATABASES = {}
USE_TZ = True
TIME_ZONE = "UTC"
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Bookshelf",
    "VERSION": "1.0.0",
    "COMPONENT_SPLIT_REQUEST": True,
}
